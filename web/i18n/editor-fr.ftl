# warri — français. Les mots de l'éditeur de position (crates/warri-web/src/rooms/editor).

edit-button = Modifier la position
edit-heading = Composer une position
edit-explain = Cliquez ou touchez une case pour y ajouter une graine ; choisissez « Retire des graines » pour en enlever (ou faites un clic droit). Chaque case et chaque magasin a aussi un champ numérique.
edit-mode = Un clic sur une case
edit-mode-add = Ajoute une graine
edit-mode-remove = Retire des graines
edit-counts = Graines dans chaque case et chaque magasin
edit-to-move = Au tour de
edit-variant = Variante
edit-clear = Vider le plateau
edit-start = Position de départ
edit-play = Jouer à partir d'ici
edit-count = { $place } : « { $value } » n'est pas un nombre de graines de 0 à 48.
edit-empty = { $place } est vide : indiquez un nombre de graines, de 0 à 48.
edit-total = Les cases et les magasins contiennent { $count ->
    [one] { $count } graine
   *[other] { $count } graines
  } ; une position en a exactement 48.
edit-over = À partir de cette position, la partie est terminée d'emblée : { $result }
place-pit = Case { $pit } de { $owner ->
    [south] Sud
   *[north] Nord
  }
place-store = Magasin de { $owner ->
    [south] Sud
   *[north] Nord
  }
