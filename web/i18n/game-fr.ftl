# warri — français. Tous les mots que le jeu affiche.
# Termes (ceux du texte source) : graine, case, magasin (graines capturées),
#   rangée, côté, capturer, nourrir (obligation de nourrir), grand slam,
#   balayage (le « sweep » du Wahree : masculin comme « grand slam », pour que
#   { $slam } s'accorde partout), partagées à parts égales, graine
#   excédentaire, partie (un jeu), série (match), proclamé champion, partie
#   nulle, coup, « au tour de ».
# Joueurs : Sud et Nord, employés comme des noms, sans article (comme au bridge).
# Typographie : espace insécable avant : ; ! ? et à l'intérieur des « ».

## L'en-tête de chaque page : les parties du site, et le nom de chaque page

nav-label = Les pages du site
nav-play = Jouer
nav-learn = Apprendre
nav-puzzles = Problèmes
nav-friend = Jouer contre un ami
page-title = { $page } — warri
page-editor = Éditeur de position
page-rules = Règles

## Names

app-title = warri
variant-name = { $variant ->
    [abapa] Oware Abapa
    [wari] Wari
    [caribbean] Grand slam caribéen
    [speightstown] Barbados Warri (Speightstown)
    [bridgetown] Barbados Warri (Bridgetown)
   *[wahree] Wahree
  }
variant-summary = { $variant ->
    [abapa] L'Oware standard : un grand slam ne capture rien ; le premier à 25 gagne.
    [wari] Grand slam strict : interdit, sauf si tous les coups légaux sont des grands slams ; il capture alors toute la rangée et termine la partie.
    [caribbean] Un grand slam capture toute la rangée, et son auteur rejoue aussitôt.
    [speightstown] Série de tournoi barbadienne en six victoires : celui qui atteint 25 gagne aussitôt ; un joueur dont la rangée est vide réclame les graines restantes.
    [bridgetown] Série de tournoi barbadienne en six victoires : les graines laissées sur le plateau à la fin sont divisées à parts égales.
   *[wahree] Un balayage de toute la rangée termine la partie, et son auteur prend toutes les graines restantes.
  }
player = { $player ->
    [south] Sud
   *[north] Nord
  }
# Le nom que les joueurs de la variante donnent au grand slam (minuscule, au milieu d'une phrase).
slam-name = { $variant ->
    [wahree] balayage
   *[other] grand slam
  }

## The board

pit-label = Case { $pit } de { $owner ->
    [south] Sud
   *[north] Nord
  }, { $count ->
    [one] { $count } graine
   *[other] { $count } graines
  }
store-label = Magasin de { $owner ->
    [south] Sud
   *[north] Nord
  }, { $count ->
    [one] { $count } graine
   *[other] { $count } graines
  }
store-won = { $store } : le gagnant
store-drawn = { $store } : partie nulle
in-hand = en main : { $count }
board-label = Le plateau

## Diagrammes (l'image d'une position : son titre et sa légende)

diagram-row = Cases { $from }–{ $to } de { $owner ->
    [south] Sud
   *[north] Nord
  } : { $counts }
diagram-stores = Magasins : Sud { $south }, Nord { $north }
diagram-last = Dernier coup : { $pit }
diagram-sown = semées : { $pits }
diagram-captured = capturées : { $pits }
diagram-button = Image
diagram-heading = Une image de cette position
diagram-explain = Pour les pages et les wikis qui acceptent les images mais pas les plateaux intégrés, et pour l'impression : un dessin SVG, ou un PNG fait à partir de lui.
diagram-mark = Marquer le dernier coup
diagram-svg = Télécharger le SVG
diagram-png = Télécharger le PNG
diagram-png-making = Création du PNG…
diagram-png-failed = Ce navigateur n'a pas pu créer de PNG ; le SVG fonctionne partout.

## La relecture

replay-start = Position de départ
replay-sows = { $player ->
    [south] Sud
   *[north] Nord
  } sème { $count ->
    [one] { $count } graine
   *[other] { $count } graines
  } depuis la case { $pit }.
replay-skips = Le semis saute la case { $pit }, celle d'où il est parti.
replay-captures = Capture { $parts }.
replay-capture-part = { $count ->
    [one] { $count } graine
   *[other] { $count } graines
  } dans la case { $pit }

## Status line

status-to-move = Au tour de { $player ->
    [south] Sud
   *[north] Nord
  }
status-sowing = { $player ->
    [south] Sud
   *[north] Nord
  } joue { $pit }…
status-over = Partie terminée
status-score = Sud { $south } – Nord { $north }
status-last = dernier coup : { $pit }
thinking = { $player ->
    [south] Sud
   *[north] Nord
  } (ordinateur, niveau { $level }) réfléchit…

## Illegal moves

illegal-over = La partie est terminée : commencez une nouvelle partie ou annulez un coup.
illegal-not-yours = La case { $pit } appartient à { $owner ->
    [south] Sud
   *[north] Nord
  } ; c'est au tour de { $player ->
    [south] Sud
   *[north] Nord
  }.
illegal-empty = La case { $pit } est vide : choisissez une case qui contient des graines.
illegal-must-feed = La rangée de { $opp ->
    [south] Sud
   *[north] Nord
  } est vide, donc { $player ->
    [south] Sud
   *[north] Nord
  } doit jouer un coup qui y sème des graines — ce n'est pas le cas de celui-ci.
illegal-slam = Jouer { $pit } capturerait toutes les graines de la rangée adverse : dans la variante { $name }, un { $slam } est interdit tant qu'un autre coup est possible.
illegal-computer = C'est au tour de { $player ->
    [south] Sud
   *[north] Nord
  }, et c'est l'ordinateur qui joue { $player ->
    [south] Sud
   *[north] Nord
  }. Pour jouer vous-même, choisissez « Humain » pour { $player ->
    [south] Sud
   *[north] Nord
  } sous « Joueurs ».

## Announcements during a move

slam-nothing = { $variant ->
    [wahree] Balayage !
   *[other] Grand slam !
  } Dans la variante { $name }, il ne capture rien : les graines restent là où elles sont tombées.
slam-captures = Grand slam ! { $player ->
    [south] Sud capture toute la rangée de Nord
   *[north] Nord capture toute la rangée de Sud
  } ; { $opp ->
    [south] Sud
   *[north] Nord
  } ne peut plus jouer.
slam-again = Grand slam ! { $player ->
    [south] Sud capture toute la rangée de Nord, rejoue et doit nourrir Nord.
   *[north] Nord capture toute la rangée de Sud, rejoue et doit nourrir Sud.
  }
slam-takes-all = { $forced ->
    [yes] Grand slam forcé !
   *[no] { $variant ->
        [wahree] Balayage !
       *[other] Grand slam !
      }
  } { $player ->
    [south] Sud capture toute la rangée de Nord ; la partie est terminée et Sud prend toutes les graines restantes.
   *[north] Nord capture toute la rangée de Sud ; la partie est terminée et Nord prend toutes les graines restantes.
  }
slam-reaches-25 = { $forced ->
    [yes] Grand slam forcé !
   *[no] { $variant ->
        [wahree] Balayage !
       *[other] Grand slam !
      }
  } { $player ->
    [south] Sud capture toute la rangée de Nord et atteint 25 : la partie s'arrête aussitôt.
   *[north] Nord capture toute la rangée de Sud et atteint 25 : la partie s'arrête aussitôt.
  }
slam-cannot-feed = Grand slam ! { $player ->
    [south] Sud capture toute la rangée de Nord mais ne peut pas nourrir Nord : la partie est terminée.
   *[north] Nord capture toute la rangée de Sud mais ne peut pas nourrir Sud : la partie est terminée.
  }

## The end of a game

verdict-win = { $winner ->
    [south] Sud
   *[north] Nord
  } gagne { $south }–{ $north }
verdict-draw = Partie nulle, { $south }–{ $north }
verdict-draw-25 = Partie nulle, { $south }–{ $north } (dans la variante { $name }, seul celui qui atteint 25 gagne)
end-25 = { $player ->
    [south] Sud
   *[north] Nord
  } atteint 25
end-25-left = { $player ->
    [south] Sud
   *[north] Nord
  } atteint 25 ; { $count ->
    [one] la graine restée sur le plateau ne compte pas
   *[other] les { $count } graines restées sur le plateau ne comptent pas
  }
end-slam = Par un { $forced ->
    [yes] { $slam } forcé
   *[no] { $slam } ({ $name })
  }, { $player ->
    [south] Sud capture toute la rangée de Nord
   *[north] Nord capture toute la rangée de Sud
  }
end-slam-left = Par un { $forced ->
    [yes] { $slam } forcé
   *[no] { $slam } ({ $name })
  }, { $player ->
    [south] Sud capture toute la rangée de Nord
   *[north] Nord capture toute la rangée de Sud
  } et prend { $count ->
    [one] la graine restée sur le plateau
   *[other] les { $count } graines restées sur le plateau
  }
end-stuck = { $player ->
    [south] Sud
   *[north] Nord
  } n'a aucun coup légal ; { $award }
end-repeated = La position s'est répétée ; { $award }
award-none = il ne restait aucune graine sur le plateau
award-not-counted = { $count ->
    [one] la graine encore en circulation n'est pas comptée
   *[other] les { $count } graines encore en circulation ne sont pas comptées
  }
award-own-side = chaque joueur prend les graines de son côté (Sud { $south }, Nord { $north })
award-all-to = { $player ->
    [south] Sud
   *[north] Nord
  }, dont la rangée est vide, réclame { $count ->
    [one] la graine restante
   *[other] les { $count } graines restantes
  }
award-split = { $count ->
    [one] la graine restante est partagée
   *[other] les { $count } graines restantes sont partagées à parts égales
  } : Sud { $south }, Nord { $north }
award-split-odd = { $count ->
    [one] la graine restante est partagée
   *[other] les { $count } graines restantes sont partagées à parts égales
  } : Sud { $south }, Nord { $north } (la graine excédentaire va à { $player ->
    [south] Sud
   *[north] Nord
  }, dont le côté en contenait le plus)
result = { $why } — { $verdict }.

## Match play

match-line = Série en { $target } { $target ->
    [one] victoire
   *[other] victoires
  } : Sud { $south } – Nord { $north }
match-draws = { $count ->
    [one] ({ $count } partie nulle)
   *[other] ({ $count } parties nulles)
  }
match-champion = — { $player ->
    [south] Sud
   *[north] Nord
  } est proclamé champion !
match-next = — { $player ->
    [south] Sud
   *[north] Nord
  } commence la partie suivante

## Hints

hint-title = Indice : jouez { $pit }.
hint-looking = Recherche du meilleur coup…
hint-failed = Pas d'indice : l'ordinateur n'a pas pu chercher ({ $problem }).
hint-line = { $pit } : { $verdict }
hint-ends = termine la partie : { $outcome }, { $south }–{ $north }
hint-repeats = répète la position : { $outcome }, { $south }–{ $north }
hint-you-win = vous gagnez
hint-you-lose = vous perdez
hint-draw = partie nulle
hint-wins-by = gagne avec { $count ->
    [one] { $count } graine
   *[other] { $count } graines
  } d'avance
hint-loses-by = perd avec { $count ->
    [one] { $count } graine
   *[other] { $count } graines
  } de retard
hint-even = à peu près à égalité
hint-ahead = environ { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
  } d'avance
hint-behind = environ { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
  } de retard

## Controls

undo = Annuler
redo = Rétablir
hint = Indice
new-game = Nouvelle partie
next-game = Partie suivante
flip = Retourner le plateau
copy-link = Copier le lien
rules-show = Règles
rules-hide = Masquer les règles
speed = Vitesse
speed-slow = lente
speed-normal = normale
speed-fast = rapide
speed-instant = instantanée
controls-label = Commandes du jeu
game-label = Partie
moves-label = Coups
link-label = Lien vers cette partie :
dismiss = Fermer
kept-aside = Ces données sont mises de côté, intactes, dans le stockage de ce navigateur (sous « { $key } ») : rien n'est écrit par-dessus.
kept-in-place = Ces données n'ont pas pu être mises de côté : elles restent où elles sont, et cette page n'enregistre rien par-dessus.
kept-newer = Ces données ont été écrites par une version plus récente de warri et restent telles quelles, pour qu'elle les lise : cette page n'enregistre rien par-dessus.
kept-discard = Supprimer la copie gardée
kept-discarded = La copie gardée a été supprimée.
kept-discard-newer = Supprimer les données de la version plus récente
kept-discarded-newer = Les données de la version plus récente ont été supprimées.
players = Joueurs
person = Humain
computer-level = Ordinateur, niveau { $level }
computer-level-1 = Ordinateur, niveau 1 (débutant)
computer-level-6 = Ordinateur, niveau 6 (pleine puissance)
language = Langue
open-full = Ouvrir le jeu complet
record-button = Notation
record-title = Notation de la partie
import-apply = Charger cette partie
import-replay = Ouvrir en relecture
import-label = Collez une partie notée (OGN) ou un lien warri pour la charger :
record-label = Cette partie en notation (OGN), prête à être copiée :
embed-button = Intégrer
embed-title = Intégrer ce plateau
embed-explain = Collez cet extrait de code dans une page web (un wiki de règles, un blog) pour y afficher un plateau jouable.
embed-rules = Afficher le tableau des différences de règles sous le plateau
embed-current = Partir de la position et des coups actuels
embed-replay = En relecture de cette partie, qui se joue toute seule
embed-preview = Aperçu
embed-snippet = L'extrait de code :
embed-theme = L'apparence du plateau :
embed-theme-reader = Celle du lecteur
embed-frame-title = { $name } : un plateau jouable
close = Fermer

## Setup

setup-title = Nouvelle partie
setup-variant = Variante
setup-players = Joueurs
setup-first = Qui commence
setup-play = Jouer : { $name }
cancel = Annuler

## Rules-change table

rules-of = Règles de la variante { $name }
rules-standard-note = Ce sont les règles standard ; les autres variantes sont comparées à celles-ci.
rules-changed-count = { $changed ->
    [one] { $changed } règle sur { $total } diffère
   *[other] { $changed } règles sur { $total } diffèrent
  } de l'Oware standard (Abapa).
rules-rule = Règle
rules-standard = Oware standard (Abapa)
rules-same = Identique dans les deux
rules-changed = modifiée
topic-grand-slam = Grand slam
topic-grand-slam-only = Grand slam comme seul coup possible
topic-captures = Autres captures
topic-feeding = Obligation de nourrir
topic-end = Fin de partie
topic-stuck = Aucun coup légal
topic-cycle = Répétition
topic-winner = Vainqueur
topic-match = Série
rule-slam-forbidden = Interdit tant qu'il reste un autre coup légal.
rule-slam-nothing = Autorisé, mais ne capture rien : les graines restent là où elles ont été semées et le tour passe.
rule-slam-captures = Autorisé ; capture toute la rangée. L'adversaire n'a alors plus de coup, et la règle « aucun coup légal » décide du reste.
rule-slam-again = Autorisé ; capture toute la rangée, puis son auteur rejoue aussitôt et doit nourrir.
rule-slam-takes-all = Autorisé (c'est un balayage) ; capture toute la rangée et termine la partie, et son auteur prend toutes les graines restées sur le plateau.
rule-only-nothing = Doit être joué, et ne capture rien.
rule-only-captures = Se joue comme tout grand slam : capture toute la rangée.
rule-only-again = Se joue comme tout grand slam : capture, puis son auteur rejoue.
rule-only-takes-all = On le joue : il capture toute la rangée et termine la partie, et son auteur prend aussi toutes les graines restées sur le plateau.
rule-captures = Quand la dernière graine porte une case adverse à 2 ou 3 graines, on capture ces graines, ainsi que celles de la suite ininterrompue de cases à 2 ou 3 graines qui la précède dans la rangée adverse.
rule-feeding = Si la rangée adverse est vide, vous devez y semer ; si vous ne le pouvez pas, la partie se termine.
rule-end = La partie se termine aussitôt quand un magasin atteint 25 (les graines restées sur le plateau ne sont attribuées à personne), quand un joueur n'a aucun coup légal, et à la première répétition d'une position.
rule-end-slam = La partie se termine aussitôt quand un magasin atteint 25 (les graines restées sur le plateau ne sont attribuées à personne), quand un joueur n'a aucun coup légal, à la première répétition d'une position, et après un grand slam qui capture.
rule-stuck-own = Chaque joueur ajoute à son magasin les graines de son côté.
rule-stuck-empty-row = Le joueur dont la rangée est vide réclame toutes les graines restantes sur le plateau.
rule-stuck-split = Les graines restantes sont partagées à parts égales ; s'il y en a un nombre impair, la graine excédentaire va au joueur dont le côté en contient le plus.
rule-cycle-own = La partie se termine ; chaque joueur ajoute à son magasin les graines de son côté.
rule-cycle-none = La partie se termine ; les graines encore en circulation ne sont pas comptées.
rule-cycle-split = La partie se termine ; les graines restantes sont partagées à parts égales, la graine excédentaire allant au joueur dont le côté en contient le plus.
rule-winner-total = Le total le plus élevé gagne ; 24–24 est une partie nulle.
rule-winner-25 = Seul un joueur qui atteint 25 gagne ; toute autre fin de partie est une partie nulle.
rule-match-single = Une seule partie.
rule-match = Une série : le premier à gagner { $count ->
    [one] { $count } partie
   *[other] { $count } parties
  } est proclamé champion ; les parties nulles ne comptent pour personne. Le vainqueur commence la partie suivante ; après une partie nulle, c'est le joueur qui ne l'avait pas commencée qui commence.

## Notices about bad input

notice-param-unknown = Le paramètre de lien « { $name } » est inconnu de ce jeu ; il a été ignoré.
notice-variant = La variante « { $value } » du lien n'est pas l'une des suivantes : { $keys }. On joue à l'{ $fallback } à la place.
notice-position = La position « { $value } » du lien n'est pas valide : { $problem }. La partie part de la position de départ habituelle.
notice-moves = Les coups du lien ne peuvent pas être joués : { $problem }. La partie est montrée telle qu'elle était avant le premier coup.
notice-flip = La valeur de flip « { $value } » du lien n'est ni 1 ni 0 ; le plateau est montré depuis la place de Sud.
notice-level = Le niveau « { $value } » du lien n'est pas compris entre 1 et 6 ; l'ordinateur joue au niveau { $level }.
notice-seat = La valeur « { $value } » du paramètre { $side ->
    [south] south
   *[north] north
  } du lien n'est ni human ni computer ; { $side ->
    [south] Sud
   *[north] Nord
  } est joué par un humain.
notice-lang = La langue « { $value } » du lien n'est pas l'une des suivantes : en, nl, fr, ru ; elle est ignorée.
notice-embed = La valeur d'embed « { $value } » du lien n'est ni 1 ni 0.
notice-rules = La valeur de rules « { $value } » du lien n'est ni 1 ni 0.
notice-view = La vue « { $value } » du lien n'est pas l'une des suivantes : { $views } ; la partie est affichée.
notice-switch = La valeur de { $name } « { $value } » du lien n'est ni 1 ni 0 ; elle est ignorée.
notice-ply = Le coup « { $value } » (ply) du lien n'est pas un nombre de 0 à { $count } ; la relecture commence au début.
notice-caption = La légende { $name } du lien concerne un coup que la partie n'a pas (elle en a { $count }) ; elle est ignorée.
notice-saved-corrupt = La partie enregistrée n'a pas pu être lue ({ $problem }).
notice-offered-corrupt = La liste des leçons déjà proposées n'a pas pu être lue (la ligne « { $line } » ne nomme aucun jeu).
notice-engine = L'ordinateur n'a pas pu choisir son coup ({ $problem }). Prenez sa place sous « Joueurs », ou annulez un coup.
import-error = Ligne { $line } : { $problem }. La partie en cours est conservée.
import-error-general = La notation n'a pas pu être lue : { $problem }. La partie en cours est conservée.

## Problems in positions and moves (used inside the notices above)

problem-field-count = 15 champs séparés par « - » étaient attendus, il y en a { $count }
problem-empty = le champ { $field } est vide
problem-not-number = le champ { $field } vaut « { $value } », ce n'est pas un nombre
problem-negative = le champ { $field } est négatif
problem-too-large = le champ { $field } vaut { $value }, plus que les 48 graines du jeu
problem-side = le joueur au trait est « { $value } » ; ce doit être S ou N
problem-total = les cases et les magasins contiennent { $count ->
    [one] { $count } graine
   *[other] { $count } graines
  } ; il en faut 48
problem-move-letter = un coup est une seule lettre, de A à F ou de a à f
problem-move = coup { $n } « { $value } » : { $problem }
record-empty = la notation est vide
record-tag-end = une balise doit se terminer par ]
record-tag-form = une balise s'écrit [Nom "valeur"]
record-tag-quotes = la valeur de { $name } doit être entre guillemets droits doubles
record-comment-end = un commentaire n'est pas fermé (il manque l'accolade fermante)
record-variant = la variante « { $value } » n'est pas l'une des suivantes : { $keys }
record-position = la position « { $value } » n'est pas valide : { $problem }
record-seat = le joueur { $side ->
    [south] Sud
   *[north] Nord
  } « { $value } » n'est ni human ni computer level 1 à 6
saved-json = ce n'est pas du JSON : ligne { $line }, colonne { $column }
saved-no-version = le texte n'a pas de numéro de version
saved-old = le texte a été écrit par la version { $version } de warri, trop ancienne pour être convertie
saved-newer = la version { $version } est plus récente que cette version de warri
saved-missing = le champ « { $name } » manque ou n'est pas valide
saved-variant = la variante « { $value } » est inconnue
saved-position = la position de départ « { $value } » n'est pas valide : { $problem }
saved-seat = le joueur « { $value } » n'est ni human ni computer level 1 à 6
saved-player = « { $value } » n'est ni south ni north
saved-speed = la vitesse « { $value } » est inconnue
saved-lang = la langue « { $value } » est inconnue
failure-position = la position de départ de la partie contient { $count ->
    [one] { $count } graine
   *[other] { $count } graines
  } au lieu de 48
failure-move = le coup { $n }, { $pit }, ne peut pas être joué : { $problem }
failure-over = la partie est déjà terminée
failure-no-move = il n'a trouvé aucun coup
failure-no-answer = il n'a pas répondu ; il n'a peut-être pas pu être chargé
failure-load = ses fichiers n'ont pas pu être chargés
failure-load-status = ses fichiers n'ont pas pu être chargés (HTTP { $status })

## Spoken announcements (screen readers)

say-move = { $player ->
    [south] Sud
   *[north] Nord
  } joue { $pit }.
say-captures = Capture { $count ->
    [one] { $count } graine
   *[other] { $count } graines
  } dans { $pits }.
say-keys = Choisissez une case avec les flèches, jouez-la avec Entrée, ou tapez sa lettre.

## Apprendre (les leçons et les pages des règles chargent leurs propres messages, web/learn/)

setup-how-to-play = Comment jouer : { $name }
setup-friend = Ou jouer contre un ami sur un autre appareil, par un lien
learn-offer = Vous découvrez la variante { $name } ? Apprenez-la sur le plateau en quelques minutes.
learn-offer-go = Commencer les leçons
learn-offer-rules = Lire les règles
learn-offer-dismiss = Pas maintenant
learn-loading = Chargement…
learn-load-failed = Le fichier { $file } n'a pas pu être chargé ({ $why }).
fetch-not-in-file = il n’est pas dans ce fichier
fetch-status = le serveur a répondu { $status }
fetch-not-text = ce n’est pas du texte

## The oracle (every move's value) and the review's button

analysis-button = Analyse
review-button = Revoir la partie

## La barre et le menu de la partie, l'aspect du plateau, le son

menu-button = Menu
menu-label = Autres commandes
menu-game = Cette partie
menu-share = Partager
menu-study = Étudier
menu-settings = Réglages
theme-label = Plateau
theme-tradition = Barbade et Sainte-Croix
theme-classic = Classique
theme-contrast = Contraste élevé
sound-label = Son
volume-label = Volume
notice-theme = Le thème « { $value } » du lien n'est pas l'un des suivants : tradition, classic, contrast ; il est ignoré.
notice-look-corrupt = Les réglages enregistrés du plateau et du son n'ont pas pu être lus ({ $problem }).
saved-theme = le thème « { $value } » est inconnu
saved-volume = le volume { $value } n'est pas un nombre entier de 0 à 100

## Finir une partie plus tôt, et la fin vue de cet appareil

end-resigned = { $player ->
    [south] Sud abandonne
   *[north] Nord abandonne
  }
end-draw-agreed = Les joueurs sont convenus de la nulle
result-you-won = Vous avez gagné : { $mine }–{ $theirs }
result-you-lost = Vous avez perdu : { $mine }–{ $theirs }
result-draw = Nulle, { $mine }–{ $theirs }
rematch = Revanche
resign-button = Abandonner
draw-button = Proposer la nulle
resign-ask = { $player ->
    [south] Abandonner cette partie avec Sud ?
   *[north] Abandonner cette partie avec Nord ?
  }
ask-cancel = Continuer la partie
draw-offered = { $player ->
    [south] Sud propose la nulle. Nord, acceptez-vous ?
   *[north] Nord propose la nulle. Sud, acceptez-vous ?
  }
draw-accept = Accepter la nulle
draw-decline = Refuser
draw-weighing = L'ordinateur examine votre proposition de nulle…
draw-declined = L'ordinateur refuse la nulle : il estime être mieux placé.
welcome = Vous jouez Sud, la rangée du bas, contre l'ordinateur (niveau { $level }). Touchez une de vos cases pour semer ses graines.
welcome-change = Autre jeu ou adversaire
notice-end = La fin « { $value } » du lien n'est ni resign-south, ni resign-north, ni draw ; la partie continue.
record-end = la balise End « { $value } » n'est ni resign-south, ni resign-north, ni draw
saved-end = la fin de partie « { $value } » n'est ni resign-south, ni resign-north, ni draw
setup-rules = Ce que change { $name } : le tableau des règles
notice-lang-corrupt = La langue que vous avez choisie, telle qu'enregistrée dans ce navigateur, n'a pas pu être lue ({ $problem }).
