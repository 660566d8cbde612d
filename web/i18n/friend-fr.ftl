# Jouer contre un ami par un lien (?view=friend, ou le lien d'un ami ?friend=…).
#   $side, $player : "south" ou "north" ; $name : le nom d'une variante ; $pit : la lettre d'une case.
#   friend-at-move et friend-at-game-move portent leur préposition (« au coup 12 »,
#   « à la partie 2, au coup 3 ») : friend-older et friend-differ les emploient tels quels.

friend-title = Jouer contre un ami
friend-intro = Jouez contre quelqu'un qui est ailleurs. Jouez votre coup, envoyez le lien dans la messagerie que vous utilisez déjà, et votre ami vous répond par un lien à lui. Pas de compte, pas de serveur : toute la partie est dans le lien.
friend-new = Nouvelle partie avec un ami
friend-variant = Jeu
friend-side = Vous jouez
friend-first = Qui commence
friend-start = Commencer la partie
friend-match-note = La variante { $name } se joue en série : le premier à gagner { $target ->
    [one] { $target } partie
   *[other] { $target } parties
  } est proclamé champion. La série se poursuit par les mêmes liens.
friend-you-play = Vous jouez { $side ->
    [south] Sud
   *[north] Nord
  }.
friend-status-mine = À vous de jouer.
friend-status-theirs = En attente de votre ami — renvoyez-lui le lien s'il ne l'a pas reçu.
friend-status-over = La partie est terminée.
friend-send-title = Envoyez ceci à votre ami
friend-send-help = Collez le lien dans votre messagerie, ou faites scanner le code à votre ami avec l'appareil photo de son téléphone.
friend-share = Partager le lien
friend-copy = Copier le lien
friend-copied = Le lien est copié.
friend-qr-label = Code QR du lien à envoyer
friend-next-game = Partie suivante
friend-review = Revoir cette partie
friend-back = Nouvelle partie avec un ami
friend-my-games = Mes parties
friend-no-games = Aucune partie avec des amis sur cet appareil pour l'instant.
friend-open = Ouvrir
friend-remove = Supprimer
friend-other = Continuer depuis l'autre version
friend-turn-mine = à vous de jouer
friend-turn-theirs = au tour de votre ami
friend-turn-over = terminée
friend-entry-moves = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
  }
friend-entry-last = dernier coup : { $pit }
friend-entry-versions = { $count ->
    [one] { $count } autre version gardée
   *[other] { $count } autres versions gardées
  }
friend-at-move = au coup { $ply }
friend-at-game-move = à la partie { $game }, au coup { $ply }
friend-bad-link = Ce lien de votre ami ne peut pas être utilisé : { $problem } Rien de ce qui est enregistré sur cet appareil n'a changé.
friend-link-empty = il est vide.
friend-link-character = le caractère { $at }, « { $found } », ne peut pas faire partie d'un lien ; il a sans doute été modifié en chemin.
friend-link-version = il a été écrit par une version de warri que cette page ne connaît pas (version { $version }).
friend-link-damaged = il est endommagé (tronqué ou modifié en chemin). Demandez à votre ami de vous le renvoyer.
friend-link-check = sa valeur de contrôle ne correspond pas : un caractère a été modifié en chemin. Demandez à votre ami de vous le renvoyer.
friend-link-illegal = le coup { $ply }, { $pit }, ne peut pas être joué. { $why }
friend-link-after-end = le coup { $ply } vient après la fin de la partie.
friend-link-after-match = la partie { $game } vient alors que la série avait déjà son champion.
friend-bad-variant = « { $value } » n'est pas un jeu auquel warri joue ({ $keys }) : choisissez-en un ci-dessous.
friend-bad-side = « { $value } » n'est pas un côté : écrivez side=south ou side=north.
friend-older = Ce lien s'arrête { $link }, alors que sur cet appareil la partie est déjà plus loin, { $kept }. La partie continue d'ici : rien de ce qui a été joué ici n'a été annulé.
friend-differ = Ce lien et la partie gardée sur cet appareil divergent { $at } : quelqu'un a joué un autre coup. Les deux sont conservées sous « Mes parties » ; c'est celle d'ici qui continue, mais vous pouvez plutôt reprendre celle du lien.
friend-saved-bad = Mes parties, telles qu'enregistrées dans ce navigateur, ne peuvent pas être lues ({ $problem }).
friend-saved-fields = ce n'est pas une liste de parties
friend-saved-link = l'une des parties : { $problem }
