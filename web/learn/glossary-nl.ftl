## De woordenlijst (?view=glossary): de woorden van de spellen, voor leraren.
## Drie berichten per term; de termen en hun volgorde staan in
## crates/warri-learn/src/glossary.rs (TERMS):
##   term-ID          het woord zoals de bronnen en de lessen het gebruiken;
##                    andere woorden uit de bronnen tussen haakjes;
##   term-ID-meaning  de betekenis, in één regel;
##   term-ID-forms    de vormen om in de lessen te zoeken (komma's tussen,
##                    kleine letters; een * aan het eind maakt een stam:
##                    vang* vindt vangen, vangst), waarmee gevonden wordt
##                    waar de term voor het eerst in de cursus staat.

term-board = bord
term-board-meaning = Het houten bord: twee rijen van zes kuiltjes, vaak met een store aan een of beide uiteinden.
term-board-forms = bord, borden

term-pit = kuiltje (huis, gat)
term-pit-meaning = Een van de twaalf holtes van het bord; elke speler bezit de zes in zijn rij.
term-pit-forms = kuiltje, kuiltjes, huis, huizen, gat, gaten

term-row = rij
term-row-meaning = De zes kuiltjes aan de kant van één speler: A tot F voor Zuid, a tot f voor Noord.
term-row-forms = rij, rijen

term-seed = zaad (stuk, teller)
term-seed-meaning = Een van de 48 speelstukken; bij het begin liggen er vier in elk kuiltje.
term-seed-forms = zaad, zaden, stuk, stukken

term-store = store
term-store-meaning = Waar een speler de zaden bewaart die hij vangt: in warri ligt ieders store aan zijn rechterkant; op een traditioneel bord zijn de stores aan de uiteinden optioneel. Gevangen zaden komen nooit terug.
term-store-forms = store, stores

term-side = kant
term-side-meaning = De helft van het bord van een speler, zijn rij; bij sommige einden van de partij krijgt elke speler de zaden aan zijn eigen kant.
term-side-forms = kant, kanten

term-move = zet
term-move-meaning = Wat een speler in één beurt doet: alle zaden uit een van zijn kuiltjes zaaien; een zet heet naar de letter van dat kuiltje.
term-move-forms = zet, zetten

term-to-move = aan zet
term-to-move-meaning = Wie de beurt heeft: de speler aan zet doet de volgende zet.
term-to-move-forms = aan zet

term-sow = zaaien (zaaibeurt)
term-sow-meaning = Alle zaden uit een van je kuiltjes nemen en ze één voor één in de volgende kuiltjes laten vallen, tegen de klok in.
term-sow-forms = zaai*, gezaaid*

term-counter-clockwise = tegen de klok in
term-counter-clockwise-meaning = De richting van het zaaien: langs je eigen rij naar rechts, dan langs de rij van je tegenstander.
term-counter-clockwise-forms = tegen de klok in

term-lap = omloop
term-lap-meaning = Een zaaibeurt van twaalf zaden of meer gaat helemaal rond het bord en slaat het kuiltje over waar hij begon.
term-lap-forms = omloop, omlopen, rond het bord, keer rond

term-capture = vangen (vangst, vanger)
term-capture-meaning = Zaden in je store nemen: je laatste zaad brengt een kuiltje in de rij van de tegenstander op 2 of 3.
term-capture-forms = vang*, ving, vingen, gevangen

term-chain = teruggaande ketting
term-chain-meaning = De kuiltjes die samen met het laatste gevangen worden: de ononderbroken reeks tweeën en drieën direct ervoor in de rij van de tegenstander.
term-chain-forms = ketting*

term-feed = voeden (voedingsplicht)
term-feed-meaning = Is de rij van de tegenstander leeg als je beurt begint, dan moet je een zet spelen die er zaden in legt, als je die hebt.
term-feed-forms = voed*

term-grand-slam = grand slam
term-grand-slam-meaning = Een vangst die alle zaden zou pakken die nog in de rij van de tegenstander liggen; de varianten verschillen in of hij mag en wat hij vangt.
term-grand-slam-forms = grand slam*

term-sweep = uitveegvangst (uitvegen, plunderen)
term-sweep-meaning = Het Wahree-woord voor een grand slam: hij vangt de hele rij en beëindigt de partij, en wie uitveegt, krijgt alle resterende zaden.
term-sweep-forms = uitveeg*, uitvegen, uitgeveegd, veegt, plunder*

term-stuck = geen geldige zet (blokkade)
term-stuck-meaning = De speler aan zet kan niet spelen: zijn rij is leeg, of die van de tegenstander en hij kan haar niet voeden; de partij is uit, en de variant bepaalt wie de resterende zaden krijgt.
term-stuck-forms = geen geldige zet, geen zet, blokkade

term-cycle = herhaling (circulerende zaden)
term-cycle-meaning = Een stelling keert terug met dezelfde speler aan zet: de zaden gaan eindeloos rond, en warri beëindigt de partij de eerste keer.
term-cycle-forms = herhal*, keert terug, terugkeert, circuler*

term-split = gelijkelijk verdeeld
term-split-meaning = In Bridgetown worden de zaden die aan het einde nog op het bord liggen gelijk over de spelers verdeeld.
term-split-forms = verdeeld, verdelen, gelijkelijk

term-surplus-seed = overschot
term-surplus-seed-meaning = Gaan de resterende zaden niet gelijk op, dan gaat het ene zaad te veel naar de speler aan wiens kant er meer liggen.
term-surplus-seed-forms = overschot

term-draw = remise (gelijkspel)
term-draw-meaning = Een partij die niemand wint: gelijke totalen, of in Speightstown elk einde zonder een store van 25.
term-draw-forms = remise*, gelijkspel

term-game = partij
term-game-meaning = Eén spel, van vier zaden in elk kuiltje tot het einde.
term-game-forms = partij, partijen

term-tournament-series = toernooireeks
term-tournament-series-meaning = In Barbados Warri de partijen die gespeeld worden tot een speler er zes gewonnen heeft; die is kampioen, en een remise telt voor niemand.
term-tournament-series-forms = toernooireeks*

term-champion = kampioen
term-champion-meaning = De winnaar van een toernooireeks: wie als eerste zes partijen wint.
term-champion-forms = kampioen*

term-horse-nickars = horse nickars (niquinnoten, «brandende stenen»)
term-horse-nickars-meaning = De grijze zaden van Caesalpinia bonduc waarmee Barbados Warri van oudsher gespeeld werd; op Saint Croix, voor Wahree, heten ze niquinnoten of «brandende stenen».
term-horse-nickars-forms = horse nickar*, nickar*, niquinno*
