## De spellen leren: de schermen van de lessen, de reactie op een zet en de
## regelpagina van elke variant. Alleen geladen wanneer een les of een
## regelpagina wordt geopend (de berichten van het spel zelf staan in
## web/i18n/). De alinea's van de regelpagina worden gekozen volgens de regels
## van de variant (crates/warri-learn/src/rules_page.rs).
## Argumenten: $name is de naam van een variant zoals het spel die schrijft;
## $player en $opponent zijn spelersleutels (south, north).

## De lijst van lessen (?view=learn).

learn-title = Leren spelen
learn-intro = Korte lessen op een echt bord. Elke opdracht los je op door een zet te spelen; bij een verkeerde zet krijg je uitleg, en als je wilt, is er een tip. Je voortgang blijft in deze browser bewaard.
learn-progress = { $count ->
    [one] { $solved } van 1 opdracht
   *[other] { $solved } van { $count } opdrachten
}
learn-next-badge = Volgende
learn-complete = Voltooid
learn-card-variants = { $count ->
    [one] Variant:
   *[other] Varianten:
}
learn-for-variant = Ken je { $name } nog niet? De lessen die ervoor gemarkeerd zijn, laten zien wat er bijzonder aan is; de rest staat op de regelpagina.
learn-marked = voor { $name }
learn-rules-heading = De volledige regels
learn-rules-link = Zo speel je { $name }

## Een les (?lesson=ID&task=N).

task-count = Opdracht { $n } van { $count }
task-variant = Regels: { $name }
task-hint = Tip
task-next = Volgende opdracht
task-finish = De les afronden
task-solved = Opgelost!
task-your-move = Jouw zet { $pit }:
task-try-again = De opdracht is nog niet opgelost: probeer een andere zet.
task-illegal = Niet toegestaan: { $why }
miss-landed = Je laatste zaad viel in { $pit }, niet in { $wanted }.
miss-too-few = { $captured ->
    [0] Deze zet vangt niets; de opdracht vraagt om { $wanted }.
    [one] Deze zet vangt 1 zaad; de opdracht vraagt om { $wanted }.
   *[other] Deze zet vangt { $captured } zaden; de opdracht vraagt om { $wanted }.
}
miss-not-most = { $captured ->
    [0] Deze zet vangt niets, en een andere zet vangt er { $best }.
   *[other] Deze zet vangt er { $captured }, en een andere zet vangt er { $best }.
}
miss-fed-more = Zo krijgt je tegenstander er { $fed } in zijn rij; met een andere zet maar { $fewest }.
miss-goes-on = De partij gaat door: deze zet maakt er geen einde aan.
miss-not-won = De partij is afgelopen, maar je hebt niet gewonnen: { $result }
lesson-done = Les voltooid
lesson-done-text = Je hebt alle opdrachten van “{ $lesson }” opgelost.
lesson-next = Volgende les: { $lesson }
lesson-last = Dat was de laatste les. Speel nu een partij, of lees de volledige regels.
lesson-again = Deze les opnieuw beginnen

## Problemen, elk met wat er mis is.

learn-no-lesson = Er is geen les “{ $id }”. De lessen zijn: { $ids }.
learn-no-task = De les “{ $lesson }” heeft geen opdracht { $task }: de opdrachten zijn genummerd van 0 tot { $last }.
learn-bad-file = Het bestand { $file } is beschadigd: { $problem }
learn-progress-unreadable = Je opgeslagen voortgang in de lessen kon niet worden gelezen ({ $problem }); er begint een nieuwe voortgang.
learn-progress-fields = de velden zijn niet die van een voortgang in de lessen
lesson-error-syntax = regel { $line }, kolom { $column }: { $detail }
lesson-error-wrong-id = volgens het bestand is het de les “{ $found }”
lesson-error-no-tasks = het bevat geen enkele opdracht
lesson-error-variant = opdracht { $task } noemt een onbekende variant, “{ $text }”
lesson-error-position = de stelling van opdracht { $task } is ongeldig: { $problem }
lesson-error-over = de stelling van opdracht { $task } is een afgelopen partij
lesson-error-pit = opdracht { $task } noemt “{ $text }”, en dat is geen kuiltje
lesson-error-answers = de antwoorden van opdracht { $task } zijn niet de zetten die de regels aanvaarden ({ $accepted })
lesson-error-no-wrong-move = elke geldige zet lost opdracht { $task } op
lesson-error-empty-text = de tekst { $field } ontbreekt in de taal { $lang }

## De regelpagina van een variant (?view=rules&variant=K).

rules-page-title = Zo speel je { $name }
rules-page-changes = Wat { $name } anders doet dan Oware Abapa
rules-page-standard = { $name } in één oogopslag: de standaardregels, waarmee de andere varianten worden vergeleken
rules-page-learn = Leer het op het bord
rules-page-play = Speel { $name }
rules-heading-board = Het bord
rules-heading-sowing = Zaaien
rules-heading-capture = Vangen
rules-heading-feeding = Voeden
rules-heading-grand-slam = De grand slam
rules-heading-end = Het einde van de partij
rules-heading-winner = De winnaar
rules-heading-match = De toernooireeks
rules-heading-about = Over { $name }
about-heading-names = Namen
about-heading-where = Waar en hoe het gespeeld wordt
about-heading-equipment = Materiaal
about-heading-history = Geschiedenis
about-heading-sources = Bronnen
rules-board = Twee spelers zitten tegenover elkaar aan een bord met twee rijen van zes kuiltjes, met aan elk uiteinde een store voor de zaden die ze vangen. Bij het begin liggen er vier zaden in elk kuiltje, 48 in totaal. Elke speler bezit de rij die het dichtst bij hem ligt; gevangen zaden gaan naar zijn store en komen nooit meer terug.
rules-board-letters = In warri zit Zuid onderaan en Noord bovenaan; wie begint, wordt gekozen bij het instellen van de partij. De kuiltjes van Zuid heten A tot F, van links naar rechts; die van Noord a tot f, van links naar rechts gezien vanuit Noord, zodat a van Noord tegenover F van Zuid ligt. Een zet wordt genoemd naar het kuiltje waaruit hij gespeeld wordt.
rules-sowing = Wie aan zet is, neemt alle zaden uit een van zijn eigen kuiltjes en laat ze één voor één in de volgende kuiltjes vallen, tegen de klok in: eerst langs zijn eigen rij, dan langs die van de tegenstander. Passen bestaat niet: wie een zet kan doen, moet dat ook.
rules-sowing-lap = Een kuiltje met twaalf zaden of meer zaait helemaal rond het bord. Bij het zaaien wordt het kuiltje waar de zet begon dan overgeslagen; het krijgt bij zijn eigen zet dus geen zaad en is altijd leeg als de zet eindigt.
rules-capture = Alleen het laatste zaad vangt. Valt het in een kuiltje in de rij van de tegenstander en bevat dat kuiltje nu 2 of 3 zaden, het zojuist gezaaide meegeteld, dan neemt de speler ze in zijn store.
rules-capture-chain = Dan kijkt hij naar het kuiltje direct ervoor: ligt dat nog in de rij van de tegenstander en bevat het 2 of 3 zaden, dan wordt het ook gevangen, en zo verder terug. De ketting stopt bij het eerste kuiltje met een ander aantal, en reikt nooit tot in de eigen rij van de speler.
rules-capture-only-last = Niets anders vangt: een 2 of 3 die eerder bij het zaaien ontstond, of een in de eigen rij van de speler, blijft gewoon liggen.
rules-feeding = Is de rij van je tegenstander leeg als je beurt begint, dan moet je een zet spelen die er ten minste één zaad in legt. Een kuiltje voedt als het genoeg zaden bevat om de rij van de tegenstander te bereiken: F heeft er één nodig, A zes.
rules-feeding-none = Kan geen enkele zet de lege rij bereiken, dan heeft de speler aan zet geen geldige zet en is de partij uit.
rules-slam = Een grand slam is een vangst die alle zaden zou pakken die nog in de rij van de tegenstander liggen. Dat wordt na het zaaien beoordeeld, op het bord zoals het er dan bij ligt. Hierin verschillen de varianten het meest.
rules-slam-allowed = In { $name } mag een grand slam gespeeld worden zoals elke andere zet.
# Wahree's own word for the grand slam (its rules page only).
rules-slam-sweep = In Wahree heet een grand slam een uitveegvangst: de speler veegt de rij van zijn tegenstander uit, of plundert die.
rules-slam-only-forced = In { $name } mag een grand slam alleen gespeeld worden als elke geldige zet er een is; zolang er nog een andere zet is, is hij verboden.
rules-slam-captures-nothing = Hij vangt niets: de zaden blijven liggen waar ze gezaaid zijn, en de beurt gaat zoals gewoonlijk over.
rules-slam-captures = Hij vangt de hele rij van de tegenstander, en de beurt gaat zoals gewoonlijk over. Het slachtoffer, wiens rij nu leeg is, kan geen zet doen, en de partij is uit; de resterende zaden worden toegekend zoals beschreven bij het einde van de partij.
rules-slam-mover-again = Hij vangt de hele rij van de tegenstander, en de vanger is meteen opnieuw aan zet; die zet moet de lege rij voeden.
rules-slam-takes-all = Hij vangt de hele rij van de tegenstander en beëindigt de partij, en de vanger krijgt ook alle zaden die nog op het bord liggen; die liggen dan allemaal aan zijn eigen kant.
rules-end = Een partij eindigt op een van deze manieren.
rules-end-25 = Een store bereikt 25 zaden, meer dan de helft van de 48: de eigenaar heeft meteen gewonnen. De zaden die nog op het bord liggen, tellen voor niemand.
rules-end-slam = Een grand slam die vangt, beëindigt de partij, zoals hierboven beschreven.
rules-end-stuck = De speler aan zet heeft geen geldige zet: zijn eigen rij is leeg, of de rij van zijn tegenstander is leeg en hij kan die niet voeden.
rules-stuck-own-side = Dan krijgt elke speler de zaden aan zijn eigen kant.
rules-stuck-empty-row = Dan eist de speler wiens rij leeg is alle zaden op die nog op het bord liggen, ook als juist zijn tegenstander geen zet kan doen.
rules-stuck-split = Dan worden de zaden die nog op het bord liggen gelijkelijk verdeeld; bij een oneven aantal gaat het overschot naar de speler aan wiens kant er meer liggen.
rules-end-repetition = Een stelling keert terug (dezelfde zaden in elk kuiltje, dezelfde speler aan zet): de zaden gaan eindeloos rond, en warri beëindigt de partij de eerste keer dat dat gebeurt.
rules-cycle-own-side = Dan krijgt elke speler de zaden aan zijn eigen kant.
rules-cycle-nothing = Dan tellen de circulerende zaden voor niemand.
rules-cycle-split = Dan worden de zaden die nog op het bord liggen gelijkelijk verdeeld; bij een oneven aantal gaat het overschot naar de speler aan wiens kant er meer liggen.
rules-winner-higher = De speler met de meeste zaden in zijn store wint; gelijke stores, 24 elk, betekenen remise.
rules-winner-25 = Alleen een store van 25 of meer wint. Een partij die eindigt zonder dat iemand 25 heeft, is remise, wie er ook meer heeft.
rules-match = De spelers spelen een toernooireeks: wie als eerste { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
} wint, is kampioen. Een remise telt voor niemand.
rules-match-starter = De winnaar van een partij begint de volgende; na een remise begint de speler die de remisepartij niet begon.
rules-fig-start = Het begin: vier zaden in elk van de twaalf kuiltjes, Zuid aan zet.
rules-fig-legal = { $player ->
    [south] Zuid is aan zet en mag { $moves } spelen.
   *[north] Noord is aan zet en mag { $moves } spelen.
}

## More problems.

lesson-error-empty-course = de cursus noemt geen enkele les
lesson-error-empty-task-text = in opdracht { $task } ontbreekt { $field } in het { $lang }
lesson-error-choice = de tekst { $field } in het { $lang } markeert “{ $key }”, geen van de keuzes van warri
lesson-error-task-choice = in opdracht { $task } markeert { $field } in het { $lang } “{ $key }”, geen van de keuzes van warri
learn-bad-variant = Er is geen variant “{ $value }”; de varianten zijn { $keys }.

## Equipment pictures: each tradition's equipment, drawn in the About section of its rules page (-picture: what the drawing shows, its accessible name; -caption: under it).

equipment-barbados-picture = Tekening: een dik mahoniehouten bord, twee rijen van zes diep uitgesleten gaten met in elk vier grijze horse nickars, en aan elk uiteinde een lege store, gestippeld omdat hij optioneel is.
equipment-barbados-caption = Het materiaal zoals de bronnen het beschrijven: grijze horse nickars, de grote zaden van Caesalpinia bonduc, op een dik mahoniehouten bord waarvan generaties spelers de gaten diep hebben uitgesleten. Een store aan elk uiteinde is optioneel (gestippeld); elke speler bezit de store aan zijn rechterkant.
equipment-wahree-picture = Tekening: een glanzend mahoniehouten bord, twee rijen van zes gaten met in elk vier gladde grijze niquinnoten, en aan één uiteinde een lege store, gestippeld omdat hij optioneel is.
equipment-wahree-caption = Het materiaal zoals de bronnen het beschrijven: gladde grijze niquinnoten (Caesalpinia bonduc), de ‘brandende stenen’, op een glanzend mahoniehouten bord van twee rijen van zes gaten. Een store aan een van beide uiteinden is optioneel (gestippeld).
equipment-oware-picture = Tekening: een houten bord, twee rijen van zes kuiltjes met in elk vier zaden.
equipment-oware-caption = Een algemene tekening: twee rijen van zes kuiltjes met elk vier zaden, 48 in totaal. Meer zeggen de bronnen niet over het bord of de zaden; elke speler bewaart de zaden die hij vangt in zijn store.

## Glossary (?view=glossary): de woorden van de pagina; de termen staan in glossary-nl.ftl.

glossary-title = Woordenlijst
glossary-intro = De woorden van de spellen in het Nederlands, Engels, Frans en Russisch, zoals de bronnen en deze lessen ze gebruiken: elk met zijn betekenis, hetzelfde woord in de drie andere talen, en waar de lessen het voor het eerst gebruiken. Andere woorden uit de bronnen staan tussen haakjes.
glossary-link = Woordenlijst
glossary-first = Voor het eerst in de lessen:
glossary-place-intro = { $lesson }, inleiding
glossary-place-task = { $lesson }, opdracht { $n }
glossary-never = Komt in de lessen niet voor.
