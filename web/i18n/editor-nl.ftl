# warri — Nederlands. De woorden van de bordeditor (crates/warri-web/src/rooms/editor).

edit-button = Stelling bewerken
edit-heading = Een stelling opzetten
edit-explain = Klik of tik op een kuiltje om er een zaad bij te leggen; kies “Haalt zaden weg” om ze weg te nemen (of klik met de rechtermuisknop). Elk kuiltje en elke store heeft ook een getalveld.
edit-mode = Klikken op een kuiltje
edit-mode-add = Legt een zaad bij
edit-mode-remove = Haalt zaden weg
edit-counts = Zaden in elk kuiltje en elke store
edit-to-move = Aan zet
edit-variant = Variant
edit-clear = Bord leegmaken
edit-start = Beginstelling
edit-play = Vanaf hier spelen
edit-count = { $place }: “{ $value }” is geen aantal zaden van 0 tot 48.
edit-empty = { $place } is leeg: vul een aantal zaden in, 0 tot 48.
edit-total = De kuiltjes en stores bevatten { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  }; een stelling heeft er precies 48.
edit-over = Vanuit deze stelling is de partij meteen afgelopen: { $result }
place-pit = Kuiltje { $pit } van { $owner ->
    [south] Zuid
   *[north] Noord
  }
place-store = Store van { $owner ->
    [south] Zuid
   *[north] Noord
  }
