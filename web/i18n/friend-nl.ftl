# Tegen een vriend spelen via een link (?view=friend, of de link van een vriend ?friend=…).
#   $side, $player: "south" of "north"; $name: de naam van een variant; $pit: de letter van een kuiltje.

friend-title = Speel tegen een vriend
friend-intro = Speel tegen iemand die ergens anders is. Doe je zet, stuur de link in de chat die je al gebruikt, en je vriend antwoordt met een eigen link. Er is geen account en geen server: de hele partij zit in de link.
friend-new = Nieuwe partij met een vriend
friend-variant = Spel
friend-side = Jij speelt
friend-first = Wie begint
friend-start = Begin de partij
friend-match-note = { $name } wordt als toernooireeks gespeeld: wie als eerste { $target ->
    [one] { $target } partij
   *[other] { $target } partijen
  } wint, is kampioen. De toernooireeks loopt verder via dezelfde links.
friend-you-play = Jij speelt { $side ->
    [south] Zuid
   *[north] Noord
  }.
friend-status-mine = Jij bent aan zet.
friend-status-theirs = Wachten op je vriend — stuur de link nog eens als die niet is aangekomen.
friend-status-over = De partij is afgelopen.
friend-send-title = Stuur dit naar je vriend
friend-send-help = Plak de link in je chat, of laat je vriend de code scannen met de camera van een telefoon.
friend-share = Link delen
friend-copy = Link kopiëren
friend-copied = De link is gekopieerd.
friend-qr-label = QR-code van de link om te versturen
friend-next-game = Volgende partij
friend-review = Deze partij nabespreken
friend-back = Nieuwe partij met een vriend
friend-my-games = Mijn partijen
friend-no-games = Er staan nog geen partijen met vrienden op dit apparaat.
friend-open = Openen
friend-remove = Verwijderen
friend-other = Verder vanaf de andere versie
friend-turn-mine = jij bent aan zet
friend-turn-theirs = je vriend is aan zet
friend-turn-over = afgelopen
friend-entry-moves = { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
  }
friend-entry-last = laatste zet { $pit }
friend-entry-versions = { $count ->
    [one] { $count } andere versie bewaard
   *[other] { $count } andere versies bewaard
  }
friend-at-move = zet { $ply }
friend-at-game-move = partij { $game }, zet { $ply }
friend-bad-link = Deze link van je vriend is niet bruikbaar: { $problem } Er is niets veranderd aan wat op dit apparaat bewaard is.
friend-link-empty = hij is leeg.
friend-link-character = teken { $at }, “{ $found }”, kan geen deel van een link zijn; het is waarschijnlijk onderweg veranderd.
friend-link-version = hij is geschreven door een versie van warri die deze pagina niet kent (versie { $version }).
friend-link-damaged = hij is beschadigd (afgekapt of onderweg veranderd). Vraag je vriend om hem opnieuw te sturen.
friend-link-check = zijn controlewaarde klopt niet: er is onderweg een teken veranderd. Vraag je vriend om hem opnieuw te sturen.
friend-link-illegal = zet { $ply }, { $pit }, kan niet gespeeld worden. { $why }
friend-link-after-end = zet { $ply } komt na het einde van de partij.
friend-link-after-match = partij { $game } komt nadat de toernooireeks al een kampioen had.
friend-bad-variant = “{ $value }” is geen spel dat warri speelt ({ $keys }): kies er hieronder een.
friend-bad-side = “{ $value }” is geen kant: schrijf side=south of side=north.
friend-older = Deze link toont de partij bij { $link }, en op dit apparaat is ze al verder, bij { $kept }. De partij gaat vanaf hier verder: er is niets teruggenomen van wat hier gespeeld is.
friend-differ = Deze link en de partij die op dit apparaat bewaard is, lopen uiteen bij { $at }: iemand heeft een andere zet gespeeld. Beide blijven bewaard onder Mijn partijen; de partij van dit apparaat gaat verder, en je kunt in plaats daarvan ook verdergaan met die van de link.
friend-saved-bad = Mijn partijen, zoals ze in deze browser bewaard zijn, kunnen niet gelezen worden ({ $problem }).
friend-saved-fields = het is geen lijst van partijen
friend-saved-link = een partij daarin: { $problem }
