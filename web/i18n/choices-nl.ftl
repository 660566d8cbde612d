## De keuzes van warri: de vragen die de bronnen openlaten, en waar elke
## regel vandaan komt (crates/warri-rules/src/basis.rs). Getoond door de
## tabel met regelwijzigingen, de regelpagina's en de uitslagregels.

# Het teken bij elke regel die een keuze van warri is; het linkt naar de reden.
choice-mark = keuze van warri
choices-heading = De keuzes van warri
choices-intro = De bronnen laten deze punten voor { $name } open; warri beslist ze als volgt. De andere regels op deze pagina zijn zoals de bronnen ze vastleggen.
choice-seeds-at-25 = Een store met 25 zaden beëindigt de partij meteen, vóór alles wat de zet verder zou doen, en de zaden die nog op het bord liggen tellen voor niemand: de winnaar staat al vast. De bronnen zeggen niet wat er met die zaden gebeurt.
choice-wahree-25 = Een store met 25 zaden beëindigt de partij, zoals in Oware. De regels van Wahree zeggen het niet.
choice-first-repetition = De partij eindigt de eerste keer dat een stelling terugkeert (dezelfde zaden in elk kuiltje, dezelfde speler aan zet), met de verdeling die bij dat einde hoort. De bronnen zeggen niet wanneer een partij eindigt waarin de zaden eindeloos rondgaan; de grote online Oware-servers beëindigen haar op dezelfde manier.
choice-wahree-cycle = Keert een stelling terug, dan neemt elke speler de zaden aan zijn eigen kant, zoals bij een blokkade. De regels van Wahree zeggen het niet.
choice-draw-below-25 = Elke partij die eindigt zonder dat iemand 25 heeft, is remise, wie er ook meer heeft. De bron geeft één voorbeeld (24–22 met twee circulerende zaden is remise); warri past het toe op elk zo'n einde.
choice-next-starter = De winnaar van een partij begint de volgende; na een remise begint de speler die de remisepartij niet begon. De bronnen zeggen niet wie begint.
# Waar de andere regels vandaan komen (onder de tabel met regelwijzigingen).
rules-sources = Bronnen: { $sources }. ✱ wijst op een keuze van warri.
source-oware-society = de regels van Abapa van de Oware Society
source-what-is-wari = de vergelijking ‘Wat is Wari?’
source-barbados-article = het Mancala World-artikel ‘Barbados Warri’ (naar A. J. de Voogt, 1997)
source-wahree-article = het Mancala World-artikel ‘Wahree’ (naar de regels die Olassee Davis in 1995 vastlegde, verduidelijkt door Kofi Boateng in 2010)
# De link naar de woordenlijst (view=glossary), onder de tabel met regelwijzigingen.
rules-glossary = De woorden van het spel in vier talen
