## Apprendre les jeux : les écrans des leçons, les réactions à un coup, et la
## page des règles de chaque variante. Chargé seulement quand on ouvre une leçon
## ou une page de règles (les messages du jeu lui-même sont dans web/i18n/). Les
## paragraphes de la page des règles sont choisis d'après les règles de la
## variante (crates/warri-learn/src/rules_page.rs).
## Arguments : $name est le nom d'une variante tel que le jeu l'écrit (on le
## fait précéder de « la variante » ou de deux-points, pour ne pas avoir à
## choisir d'article) ; $player et $opponent sont des clés de joueur (south, north).
## Typographie : espace insécable avant : ; ! ? et à l'intérieur des « ».

## La liste des leçons (?view=learn).

learn-title = Apprendre à jouer
learn-intro = De courtes leçons sur un vrai plateau. Chaque exercice se résout en jouant un coup ; un mauvais coup est expliqué, et un indice est là si vous en voulez un. Votre progression reste enregistrée dans ce navigateur.
learn-progress = { $count ->
    [one] { $solved } sur { $count } exercice
   *[other] { $solved } sur { $count } exercices
  }
learn-next-badge = Suivante
learn-complete = Terminée
learn-card-variants = { $count ->
    [one] Variante :
   *[other] Variantes :
  }
learn-for-variant = Vous découvrez la variante { $name } ? Les leçons marquées pour elle montrent ce qu'elle a de particulier ; la page des règles dit tout le reste.
learn-marked = pour la variante { $name }
learn-rules-heading = Les règles complètes
learn-rules-link = Comment jouer : { $name }

## Une leçon (?lesson=ID&task=N).

task-count = Exercice { $n } sur { $count }
task-variant = Règles : { $name }
task-hint = Indice
task-next = Exercice suivant
task-finish = Terminer la leçon
task-solved = Réussi !
task-your-move = Votre coup { $pit } :
task-try-again = L'exercice n'est pas encore résolu : essayez un autre coup.
task-illegal = Coup interdit : { $why }
miss-landed = Votre dernière graine est tombée dans la case { $pit }, et non dans la case { $wanted }.
miss-too-few = { $captured ->
    [0] Ce coup ne capture rien ; l'exercice demande d'en capturer { $wanted }.
    [one] Ce coup capture { $captured } graine ; l'exercice demande d'en capturer { $wanted }.
   *[other] Ce coup capture { $captured } graines ; l'exercice demande d'en capturer { $wanted }.
  }
miss-not-most = { $captured ->
    [0] Ce coup ne capture rien, alors qu'un autre en capture { $best }.
   *[other] Ce coup en capture { $captured }, alors qu'un autre en capture { $best }.
  }
miss-fed-more = Ce coup met { $fed ->
    [one] { $fed } graine
   *[other] { $fed } graines
  } dans la rangée de votre adversaire ; un autre coup n'en met que { $fewest }.
miss-goes-on = La partie continue : ce coup ne la termine pas.
miss-not-won = La partie est terminée, mais vous n'avez pas gagné : { $result }
lesson-done = Leçon terminée
lesson-done-text = Vous avez réussi tous les exercices de la leçon « { $lesson } ».
lesson-next = Leçon suivante : { $lesson }
lesson-last = C'était la dernière leçon. Jouez maintenant une partie, ou lisez les règles complètes.
lesson-again = Recommencer cette leçon

## Les problèmes, chacun nommant ce qui ne va pas.

learn-no-lesson = Il n'y a pas de leçon « { $id } ». Les leçons sont : { $ids }.
learn-no-task = La leçon « { $lesson } » n'a pas d'exercice { $task } : ses exercices sont numérotés de 0 à { $last }.
learn-bad-file = Le fichier { $file } est endommagé : { $problem }
learn-progress-unreadable = Votre progression dans les leçons n'a pas pu être lue ({ $problem }) ; une nouvelle progression commence.
learn-progress-fields = ses champs ne sont pas ceux d'une progression dans les leçons
lesson-error-syntax = ligne { $line }, colonne { $column } : { $detail }
lesson-error-wrong-id = il indique que sa leçon est « { $found } »
lesson-error-no-tasks = il ne contient aucun exercice
lesson-error-variant = l'exercice { $task } nomme une variante inconnue, « { $text } »
lesson-error-position = la position de l'exercice { $task } n'est pas valide : { $problem }
lesson-error-over = la position de l'exercice { $task } est une partie terminée
lesson-error-pit = l'exercice { $task } nomme « { $text } », qui n'est pas une case
lesson-error-answers = les réponses de l'exercice { $task } ne sont pas les coups qu'acceptent les règles ({ $accepted })
lesson-error-no-wrong-move = tout coup légal résout l'exercice { $task }
lesson-error-empty-text = le texte { $field } manque dans la langue { $lang }

## La page des règles d'une variante (?view=rules&variant=K).

rules-page-title = Comment jouer : { $name }
rules-page-changes = Ce que la variante { $name } change par rapport à l'Oware Abapa
rules-page-standard = La variante { $name } en un coup d'œil : les règles standard, auxquelles les autres variantes sont comparées
rules-page-learn = Apprendre sur le plateau
rules-page-play = Jouer : { $name }
rules-heading-board = Le plateau
rules-heading-sowing = Le semis
rules-heading-capture = La capture
rules-heading-feeding = L'obligation de nourrir
rules-heading-grand-slam = Le grand slam
rules-heading-end = La fin de la partie
rules-heading-winner = Le vainqueur
rules-heading-match = La série
rules-heading-about = À propos de la variante { $name }
about-heading-names = Noms
about-heading-where = Où et comment on y joue
about-heading-equipment = Matériel
about-heading-history = Histoire
about-heading-sources = Sources
rules-board = Deux joueurs se font face de part et d'autre d'un plateau de deux rangées de six cases, avec à chaque extrémité un magasin pour les graines qu'ils capturent. La partie commence avec quatre graines dans chaque case, 48 en tout. Chaque joueur possède la rangée la plus proche de lui ; les graines qu'il capture vont dans son magasin et n'en ressortent jamais.
rules-board-letters = Dans warri, Sud est en bas et Nord en haut ; le joueur qui commence est choisi lors de la mise en place de la partie. Les cases de Sud sont nommées de A à F de gauche à droite, celles de Nord de a à f de la gauche vers la droite de Nord, si bien que la case a de Nord fait face à la case F de Sud. Un coup est désigné par la case d'où il part.
rules-sowing = À son tour, un joueur prend toutes les graines de l'une de ses cases et les sème une à une dans les cases suivantes, dans le sens antihoraire : le long de sa propre rangée, puis le long de celle de l'adversaire. On ne peut pas passer son tour : un joueur qui peut jouer doit jouer.
rules-sowing-lap = Une case de douze graines ou plus envoie son semis faire tout le tour du plateau. Le semis saute alors la case d'où il est parti : celle-ci ne reçoit donc aucune graine lors de son propre coup, et elle est toujours vide à la fin du coup.
rules-capture = Seule la dernière graine capture. Si elle tombe dans une case de la rangée adverse et que cette case contient alors 2 ou 3 graines, en comptant celle qui vient d'y tomber, le joueur les prend et les met dans son magasin.
rules-capture-chain = Il regarde ensuite la case juste avant : si elle est encore dans la rangée adverse et contient 2 ou 3 graines, elle est prise aussi, et ainsi de suite en remontant. La chaîne s'arrête à la première case qui contient un autre nombre de graines, et elle n'entre jamais dans la rangée du joueur lui-même.
rules-capture-only-last = Rien d'autre ne capture : un 2 ou un 3 formé plus tôt pendant le semis, ou dans la propre rangée du joueur, reste où il est.
rules-feeding = Si la rangée adverse est vide au début de votre tour, vous devez jouer un coup qui y met au moins une graine. Une case nourrit quand elle contient assez de graines pour atteindre la rangée adverse : il en faut une dans F, six dans A.
rules-feeding-none = Si aucun coup ne peut atteindre la rangée vide, le joueur au trait n'a aucun coup légal et la partie se termine.
rules-slam = Un grand slam est une capture qui prendrait toutes les graines restant dans la rangée adverse. On en juge après le semis, sur le plateau tel qu'il est alors. C'est sur ce point que les variantes diffèrent le plus.
rules-slam-allowed = Dans la variante { $name }, un grand slam peut se jouer comme n'importe quel autre coup.
# Wahree's own word for the grand slam (its rules page only).
rules-slam-sweep = Dans le Wahree, on appelle le grand slam un balayage (en anglais sweep) : le joueur balaie, ou pille, la rangée adverse.
rules-slam-only-forced = Dans la variante { $name }, un grand slam ne peut se jouer que si tous les coups légaux sont des grands slams ; tant qu'un autre coup reste possible, il est interdit.
rules-slam-captures-nothing = Il ne capture rien : les graines restent là où elles ont été semées, et le tour passe comme d'habitude.
rules-slam-captures = Il capture toute la rangée adverse, et le tour passe comme d'habitude. La victime, dont la rangée est désormais vide, ne peut pas jouer, et la partie se termine ; les graines restantes sont attribuées comme l'explique plus bas la section « La fin de la partie ».
rules-slam-mover-again = Il capture toute la rangée adverse, puis son auteur rejoue aussitôt, et ce coup doit nourrir la rangée vide.
rules-slam-takes-all = Il capture toute la rangée adverse et termine la partie, et son auteur prend aussi toutes les graines encore sur le plateau, qui sont alors toutes de son côté.
rules-end = Une partie se termine de l'une des façons suivantes.
rules-end-25 = Un magasin atteint 25 graines, plus de la moitié des 48 : son propriétaire gagne aussitôt. Les graines encore sur le plateau ne comptent pour personne.
rules-end-slam = Un grand slam qui capture termine la partie, comme décrit plus haut.
rules-end-stuck = Le joueur au trait n'a aucun coup légal : sa propre rangée est vide, ou la rangée adverse est vide et il ne peut pas la nourrir.
rules-stuck-own-side = Chaque joueur prend alors les graines de son côté.
rules-stuck-empty-row = Le joueur dont la rangée est vide prend alors toutes les graines restées sur le plateau, même quand c'est son adversaire qui ne peut pas jouer.
rules-stuck-split = Les graines restées sur le plateau sont alors partagées à parts égales, et s'il y en a un nombre impair, la graine excédentaire va au joueur dont le côté en contient le plus.
rules-end-repetition = Une position se répète (les mêmes graines dans chaque case, le même joueur au trait) : les graines tournent en rond, et warri termine la partie dès la première répétition.
rules-cycle-own-side = Chaque joueur prend alors les graines de son côté.
rules-cycle-nothing = Les graines encore en circulation ne sont alors comptées pour personne.
rules-cycle-split = Les graines encore sur le plateau sont alors partagées à parts égales, et s'il y en a un nombre impair, la graine excédentaire va au joueur dont le côté en contient le plus.
rules-winner-higher = Le joueur qui a le plus de graines dans son magasin gagne ; à égalité, 24 partout, la partie est nulle.
rules-winner-25 = Seul un magasin de 25 graines ou plus donne la victoire. Une partie qui se termine sans que personne ait atteint 25 est nulle, quel que soit celui qui a le plus de graines.
rules-match = Les joueurs disputent une série : le premier à gagner { $count ->
    [one] { $count } partie
   *[other] { $count } parties
  } est proclamé champion. Une partie nulle ne compte pour personne.
rules-match-starter = Le vainqueur d'une partie commence la suivante ; après une partie nulle, c'est le joueur qui ne l'avait pas commencée qui commence.
rules-fig-start = Le départ : quatre graines dans chacune des douze cases, Sud au trait.
rules-fig-legal = { $player ->
    [south] Sud, au trait, peut jouer { $moves }.
   *[north] Nord, au trait, peut jouer { $moves }.
  }

## More problems.

lesson-error-empty-course = le cours ne nomme aucune leçon
lesson-error-empty-task-text = dans l’exercice { $task }, { $field } manque en { $lang }
lesson-error-choice = le texte { $field } en { $lang } marque « { $key } », qui n’est aucun des choix de warri
lesson-error-task-choice = dans l’exercice { $task }, { $field } en { $lang } marque « { $key } », qui n’est aucun des choix de warri
learn-bad-variant = Il n’y a pas de variante « { $value } » ; les variantes sont { $keys }.

## Equipment pictures: each tradition's equipment, drawn in the About section of its rules page (-picture: what the drawing shows, its accessible name; -caption: under it).

equipment-barbados-picture = Dessin : un épais plateau en acajou, deux rangées de six cases creusées profondément avec quatre horse nickars gris dans chacune, et un magasin vide à chaque extrémité, en pointillé car facultatif.
equipment-barbados-caption = Le matériel tel que le décrivent les sources : des horse nickars gris, grosses graines de Caesalpinia bonduc, sur un épais plateau en acajou aux cases creusées par des générations de joueurs. Un magasin à chaque extrémité est facultatif (en pointillé) ; chaque joueur possède celui de sa droite.
equipment-wahree-picture = Dessin : un plateau en acajou brillant, deux rangées de six cases avec quatre nickernuts gris et lisses dans chacune, et un magasin vide à une extrémité, en pointillé car facultatif.
equipment-wahree-caption = Le matériel tel que le décrivent les sources : des nickernuts gris et lisses (Caesalpinia bonduc), les « pierres brûlantes », sur un plateau en acajou brillant de deux rangées de six cases. Un magasin à l’une des deux extrémités est facultatif (en pointillé).
equipment-oware-picture = Dessin : un plateau en bois, deux rangées de six cases avec quatre graines dans chacune.
equipment-oware-caption = Un dessin générique : deux rangées de six cases de quatre graines chacune, 48 en tout. Les sources n’en disent pas plus sur le plateau ni sur les graines ; chaque joueur garde les graines qu’il capture dans son magasin.

## Glossary (?view=glossary) : les mots de la page ; les termes sont dans glossary-fr.ftl.

glossary-title = Glossaire
glossary-intro = Les mots des jeux en français, en anglais, en néerlandais et en russe, tels que les emploient les sources et ces leçons : chacun avec son sens, le même mot dans les trois autres langues, et l'endroit où les leçons l'emploient pour la première fois. Les autres mots des sources sont entre parenthèses.
glossary-link = Glossaire
glossary-first = Première apparition dans les leçons :
glossary-place-intro = { $lesson }, introduction
glossary-place-task = { $lesson }, exercice { $n }
glossary-never = N'apparaît pas dans les leçons.
