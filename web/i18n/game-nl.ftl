# warri — Nederlands. Elk woord dat het spel toont.
# Termen (de woorden van de bronteksten): zaad/zaden, kuiltje (pit), store
#   (voor de gevangen zaden), rij, kant, vangen/vangst/vanger (capture),
#   voeden (feeding), grand slam, uitvegen/uitveegvangst (de grand slam van
#   Wahree), overschot (het oneven zaad), gelijkelijk verdeeld, circulerende
#   zaden, partij (één spel), toernooireeks (match), kampioen, remise (draw),
#   zet, aan zet, opnieuw aan zet.
# Spelers: Zuid en Noord (namen, zonder lidwoord, zoals bij bridge).

## De kop van elke pagina: de delen van de site, en de naam van elke pagina

nav-label = De pagina's van de site
nav-play = Spelen
nav-learn = Leren
nav-puzzles = Puzzels
nav-friend = Speel tegen een vriend
page-title = { $page } — warri
page-editor = Bordeditor
page-rules = Regels

## Names

app-title = warri
variant-name = { $variant ->
    [abapa] Oware Abapa
    [wari] Wari
    [caribbean] Caribische grand slam
    [speightstown] Barbados Warri (Speightstown)
    [bridgetown] Barbados Warri (Bridgetown)
   *[wahree] Wahree
  }
variant-summary = { $variant ->
    [abapa] Standaard-Oware: een grand slam vangt niets; wie als eerste 25 zaden vangt, wint.
    [wari] Strenge grand slam: verboden, tenzij elke geldige zet er een is; dan vangt hij de hele rij en beëindigt hij de partij.
    [caribbean] Een grand slam vangt de hele rij en de vanger is meteen opnieuw aan zet.
    [speightstown] Barbadaanse toernooireeks tot zes gewonnen partijen: wie 25 haalt, wint meteen; een speler met een lege rij eist de resterende zaden op.
    [bridgetown] Barbadaanse toernooireeks tot zes gewonnen partijen: de zaden die aan het eind op het bord overblijven, worden gelijkelijk verdeeld.
   *[wahree] Wie de tegenstander uitveegt, beëindigt de partij en krijgt alle resterende zaden.
  }
player = { $player ->
    [south] Zuid
   *[north] Noord
  }
# Hoe spelers van de variant een grand slam noemen (kleine letter, midden in een zin).
slam-name = { $variant ->
    [wahree] uitveegvangst
   *[other] grand slam
  }

## The board

pit-label = Kuiltje { $pit } van { $owner ->
    [south] Zuid
   *[north] Noord
  }, { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  }
store-label = Store van { $owner ->
    [south] Zuid
   *[north] Noord
  }, { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  }
store-won = { $store }: de winnaar
store-drawn = { $store }: gelijkspel
in-hand = in de hand: { $count }
board-label = Het bord

## Diagrammen (een afbeelding van een stelling: titel en onderschrift)

diagram-row = Kuiltjes { $from }–{ $to } van { $owner ->
    [south] Zuid
   *[north] Noord
  }: { $counts }
diagram-stores = Stores: Zuid { $south }, Noord { $north }
diagram-last = Laatste zet { $pit }
diagram-sown = gezaaid: { $pits }
diagram-captured = gevangen: { $pits }
diagram-button = Afbeelding
diagram-heading = Een afbeelding van deze stelling
diagram-explain = Voor pagina's en wiki's die wel afbeeldingen maar geen ingesloten borden toestaan, en om af te drukken: een SVG-tekening, of een PNG die ervan gemaakt is.
diagram-mark = De laatste zet aangeven
diagram-svg = SVG downloaden
diagram-png = PNG downloaden
diagram-png-making = De PNG wordt gemaakt…
diagram-png-failed = Deze browser kon geen PNG maken; de SVG werkt overal.

## Naspelen

replay-start = Beginstelling
replay-sows = { $player ->
    [south] Zuid
   *[north] Noord
  } zaait { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  } uit { $pit }.
replay-skips = De ronde slaat { $pit } over, het kuiltje waar ze begon.
replay-captures = Vangt { $parts }.
replay-capture-part = { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  } uit { $pit }

## Status line

status-to-move = { $player ->
    [south] Zuid
   *[north] Noord
  } is aan zet
status-sowing = { $player ->
    [south] Zuid
   *[north] Noord
  } speelt { $pit }…
status-over = Partij afgelopen
status-score = Zuid { $south } – Noord { $north }
status-last = laatste zet { $pit }
thinking = { $player ->
    [south] Zuid
   *[north] Noord
  } (computer, niveau { $level }) denkt na…

## Illegal moves

illegal-over = De partij is afgelopen: begin een nieuwe partij of neem een zet terug.
illegal-not-yours = Kuiltje { $pit } is van { $owner ->
    [south] Zuid
   *[north] Noord
  }; { $player ->
    [south] Zuid
   *[north] Noord
  } is aan zet.
illegal-empty = Kuiltje { $pit } is leeg: kies een kuiltje met zaden.
illegal-must-feed = De rij van { $opp ->
    [south] Zuid
   *[north] Noord
  } is leeg, dus moet { $player ->
    [south] Zuid
   *[north] Noord
  } een zet doen die er zaden in zaait — deze zet doet dat niet.
illegal-slam = Met { $pit } zou je alle zaden in de rij van je tegenstander vangen: in { $name } is een { $slam } verboden zolang je een andere geldige zet hebt.
illegal-computer = { $player ->
    [south] Zuid
   *[north] Noord
  } is aan zet, en de computer speelt { $player ->
    [south] Zuid
   *[north] Noord
  }. Kies onder Spelers “Mens” voor { $player ->
    [south] Zuid
   *[north] Noord
  } om zelf te spelen.

## Announcements during a move

slam-nothing = { $variant ->
    [wahree] Uitgeveegd!
   *[other] Grand slam!
  } In { $name } vangt hij niets: de zaden blijven liggen waar ze vielen.
slam-captures = Grand slam! { $player ->
    [south] Zuid vangt de hele rij van Noord
   *[north] Noord vangt de hele rij van Zuid
  }; { $opp ->
    [south] Zuid
   *[north] Noord
  } kan geen zet meer doen.
slam-again = Grand slam! { $player ->
    [south] Zuid vangt de hele rij van Noord, is opnieuw aan zet en moet Noord voeden.
   *[north] Noord vangt de hele rij van Zuid, is opnieuw aan zet en moet Zuid voeden.
  }
slam-takes-all = { $forced ->
    [yes] Gedwongen grand slam!
   *[no] { $variant ->
        [wahree] Uitgeveegd!
       *[other] Grand slam!
      }
  } { $player ->
    [south] Zuid vangt de hele rij van Noord; de partij is uit en Zuid krijgt alle resterende zaden.
   *[north] Noord vangt de hele rij van Zuid; de partij is uit en Noord krijgt alle resterende zaden.
  }
slam-reaches-25 = { $forced ->
    [yes] Gedwongen grand slam!
   *[no] { $variant ->
        [wahree] Uitgeveegd!
       *[other] Grand slam!
      }
  } { $player ->
    [south] Zuid vangt de hele rij van Noord en haalt 25: de partij is meteen uit.
   *[north] Noord vangt de hele rij van Zuid en haalt 25: de partij is meteen uit.
  }
slam-cannot-feed = Grand slam! { $player ->
    [south] Zuid vangt de hele rij van Noord, maar kan Noord niet voeden: de partij is uit.
   *[north] Noord vangt de hele rij van Zuid, maar kan Zuid niet voeden: de partij is uit.
  }

## The end of a game

verdict-win = { $winner ->
    [south] Zuid
   *[north] Noord
  } wint met { $south }–{ $north }
verdict-draw = Remise, { $south }–{ $north }
verdict-draw-25 = Remise, { $south }–{ $north } (in { $name } wint alleen wie 25 haalt)
end-25 = { $player ->
    [south] Zuid
   *[north] Noord
  } haalt 25
end-25-left = { $player ->
    [south] Zuid
   *[north] Noord
  } haalt 25; { $count ->
    [one] het enige zaad op het bord telt niet mee
   *[other] de { $count } zaden op het bord tellen niet mee
  }
end-slam = Met een { $forced ->
    [yes] gedwongen { $slam }
   *[no] { $slam } in { $name }
  } vangt { $player ->
    [south] Zuid de hele rij van Noord
   *[north] Noord de hele rij van Zuid
  }
end-slam-left = Met een { $forced ->
    [yes] gedwongen { $slam }
   *[no] { $slam } in { $name }
  } vangt { $player ->
    [south] Zuid de hele rij van Noord
   *[north] Noord de hele rij van Zuid
  } en neemt { $count ->
    [one] het enige zaad dat nog op het bord lag
   *[other] de { $count } zaden die nog op het bord lagen
  }
end-stuck = { $player ->
    [south] Zuid
   *[north] Noord
  } kan geen geldige zet doen; { $award }
end-repeated = De stelling heeft zich herhaald; { $award }
award-none = er lagen geen zaden meer op het bord
award-not-counted = { $count ->
    [one] het enige circulerende zaad telt niet mee
   *[other] de { $count } circulerende zaden tellen niet mee
  }
award-own-side = elke speler krijgt de zaden aan zijn eigen kant (Zuid { $south }, Noord { $north })
award-all-to = { $player ->
    [south] Zuid
   *[north] Noord
  }, wiens rij leeg is, eist { $count ->
    [one] het enige resterende zaad
   *[other] de { $count } resterende zaden
  } op
award-split = { $count ->
    [one] het enige resterende zaad wordt verdeeld
   *[other] de { $count } resterende zaden worden gelijkelijk verdeeld
  }: Zuid { $south }, Noord { $north }
award-split-odd = { $count ->
    [one] het enige resterende zaad wordt verdeeld
   *[other] de { $count } resterende zaden worden gelijkelijk verdeeld
  }: Zuid { $south }, Noord { $north } (het overschot gaat naar { $player ->
    [south] Zuid
   *[north] Noord
  }, aan wiens kant er meer lagen)
result = { $why } — { $verdict }.

## Match play

match-line = Toernooireeks tot { $target } { $target ->
    [one] gewonnen partij
   *[other] gewonnen partijen
  }: Zuid { $south } – Noord { $north }
match-draws = { $count ->
    [one] ({ $count } remise)
   *[other] ({ $count } remises)
  }
match-champion = — { $player ->
    [south] Zuid
   *[north] Noord
  } is kampioen!
match-next = — { $player ->
    [south] Zuid
   *[north] Noord
  } begint de volgende partij

## Hints

hint-title = Tip: speel { $pit }.
hint-looking = Op zoek naar de beste zet…
hint-failed = Geen tip: de computer kon niet zoeken ({ $problem }).
hint-line = { $pit }: { $verdict }
hint-ends = beëindigt de partij: { $outcome }, { $south }–{ $north }
hint-repeats = herhaalt de stelling: { $outcome }, { $south }–{ $north }
hint-you-win = je wint
hint-you-lose = je verliest
hint-draw = remise
hint-wins-by = wint met { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  } verschil
hint-loses-by = verliest met { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  } verschil
hint-even = ongeveer gelijk
hint-ahead = ongeveer { $seeds ->
    [one] { $seeds } zaad
   *[other] { $seeds } zaden
  } voor
hint-behind = ongeveer { $seeds ->
    [one] { $seeds } zaad
   *[other] { $seeds } zaden
  } achter

## Controls

undo = Ongedaan maken
redo = Opnieuw
hint = Tip
new-game = Nieuwe partij
next-game = Volgende partij
flip = Bord draaien
copy-link = Link kopiëren
rules-show = Regels
rules-hide = Regels verbergen
speed = Snelheid
speed-slow = langzaam
speed-normal = normaal
speed-fast = snel
speed-instant = direct
controls-label = Spelbediening
game-label = Partij
moves-label = Zetten
link-label = Link naar deze partij:
dismiss = Sluiten
kept-aside = Deze gegevens zijn ongewijzigd apart bewaard in de opslag van deze browser (onder “{ $key }”): er wordt niets overheen geschreven.
kept-in-place = Deze gegevens konden niet apart worden gezet; ze blijven waar ze zijn, en deze pagina slaat er niets overheen op.
kept-newer = Deze gegevens zijn geschreven door een nieuwere warri en blijven zoals ze zijn, zodat die ze kan lezen: deze pagina slaat er niets overheen op.
kept-discard = Bewaarde kopie weggooien
kept-discarded = De bewaarde kopie is weggegooid.
kept-discard-newer = Gegevens van de nieuwere warri weggooien
kept-discarded-newer = De gegevens van de nieuwere warri zijn weggegooid.
players = Spelers
person = Mens
computer-level = Computer, niveau { $level }
computer-level-1 = Computer, niveau 1 (beginner)
computer-level-6 = Computer, niveau 6 (volle sterkte)
language = Taal
open-full = Open het volledige spel
record-button = Notatie
record-title = Partijnotatie
import-apply = Deze partij laden
import-replay = Als naspeelpartij openen
import-label = Plak een partijnotatie (OGN) of een warri-link om die te laden:
record-label = Deze partij als notatie (OGN), klaar om te kopiëren:
embed-button = Insluiten
embed-title = Dit bord insluiten
embed-explain = Plak dit fragment in een webpagina (een regelwiki, een blog) om daar een speelbaar bord te tonen.
embed-rules = De tabel met regelverschillen onder het bord tonen
embed-current = Beginnen bij de huidige stelling en zetten
embed-replay = Als naspeelbare partij die vanzelf afspeelt
embed-preview = Voorbeeld
embed-snippet = Het fragment:
embed-theme = Het uiterlijk van het bord:
embed-theme-reader = Dat van de lezer
embed-frame-title = { $name }: een speelbaar bord
close = Sluiten

## Setup

setup-title = Nieuwe partij
setup-variant = Variant
setup-players = Spelers
setup-first = Wie begint
setup-play = Speel { $name }
cancel = Annuleren

## Rules-change table

rules-of = Regels van { $name }
rules-standard-note = Dit zijn de standaardregels; de andere varianten worden ermee vergeleken.
rules-changed-count = { $changed } van de { $total } regels { $changed ->
    [one] wijkt
   *[other] wijken
  } af van standaard-Oware (Abapa).
rules-rule = Regel
rules-standard = Standaard-Oware (Abapa)
rules-same = In beide gelijk
rules-changed = gewijzigd
topic-grand-slam = Grand slam
topic-grand-slam-only = Grand slam als enige zet
topic-captures = Andere vangsten
topic-feeding = Voeden
topic-end = Einde van de partij
topic-stuck = Geen geldige zet
topic-cycle = Herhaling
topic-winner = Winnaar
topic-match = Toernooireeks
rule-slam-forbidden = Verboden zolang er nog een andere geldige zet is.
rule-slam-nothing = Toegestaan, maar vangt niets: de zaden blijven liggen waar ze gezaaid zijn en de beurt gaat over.
rule-slam-captures = Toegestaan; vangt de hele rij. De tegenstander heeft dan geen zet meer, en de regel voor “geen geldige zet” beslist over de rest.
rule-slam-again = Toegestaan; vangt de hele rij, en de vanger is meteen opnieuw aan zet en moet voeden.
rule-slam-takes-all = Toegestaan (een uitveegvangst); vangt de hele rij en beëindigt de partij, en wie uitveegt, krijgt alle zaden die nog op het bord liggen.
rule-only-nothing = Moet gespeeld worden en vangt niets.
rule-only-captures = Gespeeld zoals elke grand slam: vangt de hele rij.
rule-only-again = Gespeeld zoals elke grand slam: vangt, waarna de vanger opnieuw aan zet is.
rule-only-takes-all = Je speelt hem: hij vangt de hele rij en beëindigt de partij, en de vanger krijgt ook alle zaden die nog op het bord liggen.
rule-captures = Brengt je laatste zaad een kuiltje in de rij van de tegenstander op 2 of 3 zaden, dan vang je het, samen met de ononderbroken reeks kuiltjes met 2 of 3 zaden direct ervoor in die rij.
rule-feeding = Is de rij van de tegenstander leeg, dan moet je erin zaaien; kan dat niet, dan is de partij uit.
rule-end = De partij is meteen uit zodra een store 25 zaden bevat (de zaden op het bord worden aan niemand toegekend), als een speler geen geldige zet heeft, en bij de eerste herhaling van een stelling.
rule-end-slam = De partij is meteen uit zodra een store 25 zaden bevat (de zaden op het bord worden aan niemand toegekend), als een speler geen geldige zet heeft, bij de eerste herhaling van een stelling, en na een grand slam die vangt.
rule-stuck-own = Elke speler krijgt de zaden aan zijn eigen kant erbij.
rule-stuck-empty-row = De speler wiens rij leeg is, eist alle zaden op die nog op het bord liggen.
rule-stuck-split = De resterende zaden worden gelijkelijk verdeeld; bij een oneven aantal gaat het overschot naar de speler aan wiens kant er meer liggen.
rule-cycle-own = De partij is uit; elke speler krijgt de zaden aan zijn eigen kant erbij.
rule-cycle-none = De partij is uit; de circulerende zaden tellen niet mee.
rule-cycle-split = De partij is uit; de resterende zaden worden gelijkelijk verdeeld, het overschot naar de speler aan wiens kant er meer liggen.
rule-winner-total = Het hoogste totaal wint; 24–24 is remise.
rule-winner-25 = Alleen een speler die 25 haalt, wint; elk ander einde is remise.
rule-match-single = Eén partij.
rule-match = Een toernooireeks: wie als eerste { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
  } wint, wordt kampioen; remises tellen voor niemand. De winnaar begint de volgende partij; na een remise begint de speler die die partij niet begon.

## Notices about bad input

notice-param-unknown = Dit spel kent de linkparameter “{ $name }” niet; hij is genegeerd.
notice-variant = De variant “{ $value }” in de link is geen van deze: { $keys }. Er wordt { $fallback } gespeeld.
notice-position = De stelling “{ $value }” in de link is ongeldig: { $problem }. De partij begint vanaf de gewone beginstelling.
notice-moves = De zetten in de link kunnen niet gespeeld worden: { $problem }. De partij wordt getoond zoals ze was vóór de eerste zet.
notice-flip = De waarde “{ $value }” voor flip in de link is niet 1 of 0; het bord wordt getoond vanaf de plaats van Zuid.
notice-level = Het niveau “{ $value }” in de link ligt niet tussen 1 en 6; de computer speelt op niveau { $level }.
notice-seat = De waarde “{ $value }” voor { $side ->
    [south] south
   *[north] north
  } in de link is niet human of computer; { $side ->
    [south] Zuid
   *[north] Noord
  } wordt door een mens gespeeld.
notice-lang = De taal “{ $value }” in de link is geen van deze: en, nl, fr, ru; ze wordt genegeerd.
notice-embed = De waarde “{ $value }” voor embed in de link is niet 1 of 0.
notice-rules = De waarde “{ $value }” voor rules in de link is niet 1 of 0.
notice-view = De weergave “{ $value }” in de link is geen van deze: { $views }; het spel wordt getoond.
notice-switch = De waarde “{ $value }” voor { $name } in de link is niet 1 of 0; ze wordt genegeerd.
notice-ply = De zet “{ $value }” (ply) in de link is geen getal van 0 tot { $count }; de partij wordt vanaf het begin nagespeeld.
notice-caption = Het onderschrift { $name } in de link hoort bij een zet die de partij niet heeft (ze heeft { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
  }); het wordt genegeerd.
notice-saved-corrupt = De opgeslagen partij kon niet worden gelezen ({ $problem }).
notice-offered-corrupt = De lijst van al aangeboden lessen kon niet worden gelezen (de regel “{ $line }” noemt geen spel).
notice-engine = De computer kon geen zet kiezen ({ $problem }). Neem zijn kant over onder Spelers, of neem een zet terug.
import-error = Regel { $line }: { $problem }. De huidige partij blijft staan.
import-error-general = De notatie kon niet worden gelezen: { $problem }. De huidige partij blijft staan.

## Problems in positions and moves (used inside the notices above)

problem-field-count = 15 velden gescheiden door “-” verwacht, { $count } gevonden
problem-empty = veld { $field } is leeg
problem-not-number = veld { $field } is “{ $value }”, geen getal
problem-negative = veld { $field } is negatief
problem-too-large = veld { $field } is { $value }, meer dan de 48 zaden in het spel
problem-side = de speler aan zet is “{ $value }”; dat moet S of N zijn
problem-total = de kuiltjes en stores bevatten { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  }; dat moeten er 48 zijn
problem-move-letter = een zet is één letter, A–F of a–f
problem-move = zet { $n } “{ $value }”: { $problem }
record-empty = de notatie is leeg
record-tag-end = een label moet eindigen op ]
record-tag-form = een label schrijf je als [Naam "waarde"]
record-tag-quotes = de waarde van { $name } moet tussen dubbele aanhalingstekens staan
record-comment-end = een commentaar wordt niet gesloten (de sluitende accolade ontbreekt)
record-variant = de variant “{ $value }” is geen van deze: { $keys }
record-position = de stelling “{ $value }” is ongeldig: { $problem }
record-seat = de speler “{ $value }” voor { $side ->
    [south] Zuid
   *[north] Noord
  } is niet human of computer level 1 tot en met 6
saved-json = het is geen JSON: regel { $line }, kolom { $column }
saved-no-version = er staat geen versienummer in
saved-old = het is geschreven door versie { $version } van warri, te oud om om te zetten
saved-newer = versie { $version } is nieuwer dan deze warri
saved-missing = het veld “{ $name }” ontbreekt of klopt niet
saved-variant = de variant “{ $value }” is onbekend
saved-position = de beginstelling “{ $value }” is ongeldig: { $problem }
saved-seat = de speler “{ $value }” is niet human of computer level 1 tot en met 6
saved-player = “{ $value }” is niet south of north
saved-speed = de snelheid “{ $value }” is onbekend
saved-lang = de taal “{ $value }” is onbekend
failure-position = de beginstelling van de partij bevat { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  } in plaats van 48
failure-move = zet { $n }, { $pit }, kan niet gespeeld worden: { $problem }
failure-over = de partij is al afgelopen
failure-no-move = hij vond geen zet
failure-no-answer = hij gaf geen antwoord; misschien kon hij niet geladen worden
failure-load = zijn bestanden konden niet worden geladen
failure-load-status = zijn bestanden konden niet worden geladen (HTTP { $status })

## Spoken announcements (screen readers)

say-move = { $player ->
    [south] Zuid
   *[north] Noord
  } speelt { $pit }.
say-captures = Vangt { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  } uit { $pits }.
say-keys = Kies een kuiltje met de pijltjestoetsen en speel het met Enter, of typ zijn letter.

## Leren (de lessen en de regelpagina's laden hun eigen berichten, web/learn/)

setup-how-to-play = Zo speel je { $name }
setup-friend = Of speel tegen een vriend op een ander apparaat, via een link
learn-offer = Ken je { $name } nog niet? Leer het in een paar minuten op het bord.
learn-offer-go = Begin met de lessen
learn-offer-rules = Lees de regels
learn-offer-dismiss = Niet nu
learn-loading = Laden…
learn-load-failed = Het bestand { $file } kon niet worden geladen ({ $why }).
fetch-not-in-file = het zit niet in dit bestand
fetch-status = de server antwoordde { $status }
fetch-not-text = het is geen tekst

## The oracle (every move's value) and the review's button

analysis-button = Analyse
review-button = Partij nabespreken

## De balk en het menu van de partij, het uiterlijk van het bord, geluid

menu-button = Menu
menu-label = Meer bediening
menu-game = Deze partij
menu-share = Delen
menu-study = Bestuderen
menu-settings = Instellingen
theme-label = Bord
theme-tradition = Barbados en St. Croix
theme-classic = Klassiek
theme-contrast = Hoog contrast
sound-label = Geluid
volume-label = Volume
notice-theme = Het thema “{ $value }” in de link is geen van deze: tradition, classic, contrast; het wordt genegeerd.
notice-look-corrupt = De bewaarde instellingen voor bord en geluid konden niet worden gelezen ({ $problem }).
saved-theme = het thema “{ $value }” is onbekend
saved-volume = het volume { $value } is geen geheel getal van 0 tot 100

## Een partij vroeg beëindigen, en het einde gezien vanaf dit apparaat

end-resigned = { $player ->
    [south] Zuid
   *[north] Noord
  } heeft opgegeven
end-draw-agreed = De spelers kwamen remise overeen
result-you-won = Je hebt gewonnen, { $mine }–{ $theirs }
result-you-lost = Je hebt verloren, { $mine }–{ $theirs }
result-draw = Remise, { $mine }–{ $theirs }
rematch = Nog een keer
resign-button = Opgeven
draw-button = Remise aanbieden
resign-ask = { $player ->
    [south] Deze partij als Zuid opgeven?
   *[north] Deze partij als Noord opgeven?
  }
ask-cancel = Verder spelen
draw-offered = { $player ->
    [south] Zuid biedt remise aan. Noord, neem je het aan?
   *[north] Noord biedt remise aan. Zuid, neem je het aan?
  }
draw-accept = Remise aannemen
draw-decline = Weigeren
draw-weighing = De computer overweegt je aanbod van remise…
draw-declined = De computer weigert de remise: hij denkt dat hij beter staat.
welcome = Je speelt Zuid, de onderste rij, tegen de computer (niveau { $level }). Tik op een van je kuiltjes om de zaden te zaaien.
welcome-change = Ander spel of tegenstander
notice-end = Het einde “{ $value }” in de link is geen resign-south, resign-north of draw; de partij gaat door.
record-end = de tag End “{ $value }” is geen resign-south, resign-north of draw
saved-end = het einde van de partij “{ $value }” is geen resign-south, resign-north of draw
setup-rules = Wat { $name } anders doet: de regeltabel
notice-lang-corrupt = De taal die je koos, zoals ze in deze browser bewaard is, kon niet worden gelezen ({ $problem }).
