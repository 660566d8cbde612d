# warri — Nederlands. Elk woord dat het spel toont.
# Termen: zaad/zaden, put, schuur (voor de gevangen zaden), rij, kant,
#   slaan (capture), voeden (feeding), grand slam, sweep (Wahree),
#   partij (één spel), wedstrijd (match), remise (draw), zet, aan zet.
# Spelers: Zuid en Noord (namen, zonder lidwoord, zoals bij bridge).

## Names

app-title = warri
app-tagline = Oware, Wari, Barbados Warri en Wahree in je browser
variant-name = { $variant ->
    [abapa] Oware Abapa
    [wari] Wari
    [caribbean] Caraïbische grand slam
    [speightstown] Barbados Warri (Speightstown)
    [bridgetown] Barbados Warri (Bridgetown)
   *[wahree] Wahree
  }
variant-summary = { $variant ->
    [abapa] Standaard-Oware: een grand slam slaat niets; wie als eerste 25 zaden heeft, wint.
    [wari] Strenge grand slam: verboden, tenzij het de enige zet is, en dan beëindigt hij de partij.
    [caribbean] Een grand slam slaat de hele rij en wie hem maakt, is meteen nog eens aan zet.
    [speightstown] Barbadiaanse wedstrijd tot zes gewonnen partijen: alleen wie 25 haalt, wint; een speler met een lege rij krijgt de resterende zaden.
    [bridgetown] Barbadiaanse wedstrijd tot zes gewonnen partijen: de zaden die aan het eind overblijven, worden gelijk verdeeld.
   *[wahree] Een sweep van de hele rij beëindigt de partij en wie hem maakt, krijgt alle resterende zaden.
  }
player = { $player ->
    [south] Zuid
   *[north] Noord
  }
seeds = { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  }
# Hoe spelers van de variant een grand slam noemen (kleine letter, midden in een zin).
slam-name = { $variant ->
    [wahree] sweep
   *[other] grand slam
  }

## The board

pit-label = Put { $pit } van { $owner ->
    [south] Zuid
   *[north] Noord
  }, { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  }
store-label = Schuur van { $owner ->
    [south] Zuid
   *[north] Noord
  }, { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  }
in-hand = in de hand: { $count }
board-label = Het bord

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
illegal-not-yours = Put { $pit } is van { $owner ->
    [south] Zuid
   *[north] Noord
  }; { $player ->
    [south] Zuid
   *[north] Noord
  } is aan zet.
illegal-empty = Put { $pit } is leeg: kies een put met zaden.
illegal-must-feed = De rij van { $opp ->
    [south] Zuid
   *[north] Noord
  } is leeg, dus moet { $player ->
    [south] Zuid
   *[north] Noord
  } een zet doen die er zaden in zaait — deze zet doet dat niet.
illegal-slam = Met { $pit } zou je alle zaden in de rij van je tegenstander slaan: in { $name } is een { $slam } verboden zolang er een andere zet mogelijk is.
illegal-computer = { $player ->
    [south] Zuid
   *[north] Noord
  } is aan zet, en de computer speelt { $player ->
    [south] Zuid
   *[north] Noord
  }. Kies onder Spelers ‘Mens’ voor { $player ->
    [south] Zuid
   *[north] Noord
  } om zelf te spelen.

## Announcements during a move

slam-nothing = { $variant ->
    [wahree] Sweep!
   *[other] Grand slam!
  } In { $name } slaat hij niets: de zaden blijven liggen waar ze vielen.
slam-captures = Grand slam! { $player ->
    [south] Zuid slaat de hele rij van Noord
   *[north] Noord slaat de hele rij van Zuid
  }; { $opp ->
    [south] Zuid
   *[north] Noord
  } kan geen zet meer doen.
slam-again = Grand slam! { $player ->
    [south] Zuid slaat de hele rij van Noord, is nog eens aan zet en moet Noord voeden.
   *[north] Noord slaat de hele rij van Zuid, is nog eens aan zet en moet Zuid voeden.
  }
slam-takes-all = { $forced ->
    [yes] Gedwongen grand slam!
   *[no] { $variant ->
        [wahree] Sweep!
       *[other] Grand slam!
      }
  } { $player ->
    [south] Zuid slaat de hele rij van Noord; de partij is uit en Zuid krijgt alle resterende zaden.
   *[north] Noord slaat de hele rij van Zuid; de partij is uit en Noord krijgt alle resterende zaden.
  }
extra-move = { $player ->
    [south] Zuid
   *[north] Noord
  } is nog eens aan zet.

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
  } slaat { $player ->
    [south] Zuid de hele rij van Noord
   *[north] Noord de hele rij van Zuid
  }
end-slam-left = Met een { $forced ->
    [yes] gedwongen { $slam }
   *[no] { $slam } in { $name }
  } slaat { $player ->
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
    [one] het enige zaad dat nog rondgaat, telt niet mee
   *[other] de { $count } zaden die nog rondgaan, tellen niet mee
  }
award-own-side = elke speler krijgt de zaden aan zijn eigen kant (Zuid { $south }, Noord { $north })
award-all-to = { $player ->
    [south] Zuid
   *[north] Noord
  }, wiens rij leeg is, krijgt { $count ->
    [one] het enige resterende zaad
   *[other] de { $count } resterende zaden
  }
award-split = { $count ->
    [one] het enige resterende zaad wordt verdeeld
   *[other] de { $count } resterende zaden worden verdeeld
  }: Zuid { $south }, Noord { $north }
award-split-odd = { $count ->
    [one] het enige resterende zaad wordt verdeeld
   *[other] de { $count } resterende zaden worden verdeeld
  }: Zuid { $south }, Noord { $north } (het oneven zaad gaat naar { $player ->
    [south] Zuid
   *[north] Noord
  }, aan wiens kant er meer lagen)
result = { $why } — { $verdict }.

## Match play

match-line = Wedstrijd tot { $target } { $target ->
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
import-label = Plak een partijnotatie (OGN) of een warri-link om die te laden:
record-label = Deze partij als notatie (OGN), klaar om te kopiëren:
embed-button = Insluiten
embed-title = Dit bord insluiten
embed-explain = Plak dit fragment in een webpagina (een regelwiki, een blog) om daar een speelbaar bord te tonen.
embed-rules = De tabel met regelverschillen onder het bord tonen
embed-current = Beginnen bij de huidige stelling en zetten
embed-snippet = Het fragment:
embed-frame-title = { $name }: een speelbaar bord
close = Sluiten
link-copied = Link gekopieerd.
skip-to-board = Direct naar het bord

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
rules-changed = gewijzigd
topic-grand-slam = Grand slam
topic-grand-slam-only = Grand slam als enige zet
topic-captures = Andere slagen
topic-feeding = Voeden
topic-end = Einde van de partij
topic-stuck = Geen geldige zet
topic-cycle = Herhaling
topic-winner = Winnaar
topic-match = Wedstrijd
rule-slam-forbidden = Verboden zolang er nog een andere geldige zet is.
rule-slam-nothing = Toegestaan, maar slaat niets: de zaden blijven liggen waar ze gezaaid zijn en de beurt gaat over.
rule-slam-captures = Toegestaan; slaat de hele rij. De tegenstander heeft dan geen zet meer, en de regel voor ‘geen geldige zet’ beslist over de rest.
rule-slam-again = Toegestaan; slaat de hele rij, en wie slaat, is meteen nog eens aan zet en moet voeden.
rule-slam-takes-all = Toegestaan (een sweep); slaat de hele rij en beëindigt de partij, en wie de sweep maakt, krijgt alle zaden die nog op het bord liggen.
rule-only-nothing = Moet gespeeld worden, en slaat niets.
rule-only-captures = Gespeeld zoals elke grand slam: slaat de hele rij.
rule-only-again = Gespeeld zoals elke grand slam: slaat, waarna wie slaat nog eens aan zet is.
rule-only-takes-all = Moet gespeeld worden: slaat de hele rij en beëindigt de partij, en wie hem speelt, krijgt alle zaden die nog aan zijn eigen kant liggen.
rule-captures = Brengt het laatste zaad een put van de tegenstander op 2 of 3, dan sla je die put en de ononderbroken reeks putten met 2 of 3 ervóór in de rij van de tegenstander.
rule-feeding = Is de rij van de tegenstander leeg, dan moet je erin zaaien; kan dat niet, dan is de partij uit.
rule-end = De partij is meteen uit zodra een schuur 25 zaden heeft (de zaden op het bord worden aan niemand toegekend), als een speler geen geldige zet heeft, en bij de eerste herhaling van een stelling.
rule-end-slam = De partij is meteen uit zodra een schuur 25 zaden heeft (de zaden op het bord worden aan niemand toegekend), als een speler geen geldige zet heeft, bij de eerste herhaling van een stelling, en na een grand slam die slaat.
rule-stuck-own = Elke speler krijgt de zaden aan zijn eigen kant erbij.
rule-stuck-empty-row = De speler wiens rij leeg is, krijgt alle zaden die nog op het bord liggen.
rule-stuck-split = De resterende zaden worden gelijk verdeeld; een oneven zaad gaat naar de speler aan wiens kant er meer liggen.
rule-cycle-own = De partij is uit; elke speler krijgt de zaden aan zijn eigen kant erbij.
rule-cycle-none = De partij is uit; de zaden die nog rondgaan, tellen niet mee.
rule-cycle-split = De partij is uit; de resterende zaden worden gelijk verdeeld, een oneven zaad naar de speler aan wiens kant er meer liggen.
rule-winner-total = Het hoogste totaal wint; 24–24 is remise.
rule-winner-25 = Alleen een speler die 25 haalt, wint; elk ander einde is remise.
rule-match-single = Eén partij.
rule-match = Een wedstrijd: wie als eerste { $count ->
    [one] { $count } partij
   *[other] { $count } partijen
  } wint, is kampioen; remises tellen voor niemand. De winnaar begint de volgende partij; na een remise begint de speler die de geremiseerde partij niet begon.

## Notices about bad input

notice-param-unknown = De linkparameter "{ $name }" kent dit spel niet; hij is genegeerd.
notice-variant = De variant "{ $value }" in de link is niet een van abapa, wari, caribbean, speightstown, bridgetown, wahree. Er wordt Oware Abapa gespeeld.
notice-position = De stelling "{ $value }" in de link is ongeldig: { $problem }. De partij begint vanaf de gewone beginstelling.
notice-moves = De zetten in de link kunnen niet gespeeld worden: zet { $n } "{ $value }": { $problem }. De partij wordt getoond zoals ze was vóór de eerste zet.
notice-flip = De waarde "{ $value }" voor flip in de link is niet 1 of 0; het bord wordt getoond vanaf de plaats van Zuid.
notice-level = Het niveau "{ $value }" in de link ligt niet tussen 1 en 6; de computer speelt op niveau { $level }.
notice-seat = De waarde "{ $value }" voor { $side ->
    [south] south
   *[north] north
  } in de link is niet human of computer; { $side ->
    [south] Zuid
   *[north] Noord
  } wordt door een mens gespeeld.
notice-lang = De taal "{ $value }" in de link is niet een van en, nl, fr, ru; ze wordt genegeerd.
notice-embed = De waarde "{ $value }" voor embed in de link is niet 1 of 0.
notice-rules = De waarde "{ $value }" voor rules in de link is niet 1 of 0.
notice-saved-corrupt = De opgeslagen partij kon niet worden gelezen ({ $problem }); er is een nieuwe partij begonnen.
notice-saved-old = De opgeslagen partij komt uit een oudere versie van warri; er is een nieuwe partij begonnen.
import-error = Regel { $line }: { $problem }. De huidige partij blijft staan.
import-error-general = De notatie kon niet worden gelezen: { $problem }. De huidige partij blijft staan.
import-done = Partij geladen: { $name }, { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
  }.

## Problems in positions and moves (used inside the notices above)

problem-field-count = 15 velden gescheiden door "-" verwacht, { $count } gevonden
problem-empty = veld { $field } is leeg
problem-not-number = veld { $field } is "{ $value }", geen getal
problem-negative = veld { $field } is negatief
problem-too-large = veld { $field } is { $value }, meer dan de 48 zaden in het spel
problem-side = de speler aan zet is "{ $value }"; dat moet S of N zijn
problem-total = de putten en schuren bevatten { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  }; dat moeten er 48 zijn
problem-move-letter = een zet is één letter, A–F of a–f
problem-illegal = { $reason }

## Spoken announcements (screen readers)

say-move = { $player ->
    [south] Zuid
   *[north] Noord
  } speelt { $pit }.
say-captures = Slaat { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  } uit { $pits }.
say-keys = Kies een put met de pijltjestoetsen en speel hem met Enter, of typ zijn letter.
