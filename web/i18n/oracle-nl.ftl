# warri — Nederlands. De woorden van het orakel (crates/warri-web/src/rooms/oracle); de analyse toont zijn lijst ook.

oracle-title = Analyse
oracle-for = Analyse: elke zet voor { $player ->
    [south] Zuid
   *[north] Noord
  }, de beste eerst
oracle-thinking = Denkt na… (diepte { $depth })
oracle-done = Diepte { $depth }.
oracle-paused = Gepauzeerd zolang de pagina verborgen is.
oracle-over = De partij is afgelopen: er is geen zet te wegen.
oracle-failed = De analyse is gestopt: { $problem }.
oracle-play = Speel { $pit }
oracle-wins-range = wint met { $min } tot { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  } verschil
oracle-loses-range = verliest met { $min } tot { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  } verschil
oracle-estimate = { $value } (schatting, diepte { $depth })
oracle-this-game = { $value } (na de eerdere stellingen van deze partij)
oracle-line = zettenreeks: { $moves }
