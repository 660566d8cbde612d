## Le glossaire (?view=glossary) : les mots des jeux, pour les enseignants.
## Trois messages par terme ; les termes et leur ordre sont ceux de
## crates/warri-learn/src/glossary.rs (TERMS) :
##   term-ID          le mot tel que l'emploient les sources et les leçons ;
##                    les autres mots des sources entre parenthèses ;
##   term-ID-meaning  son sens, en une ligne ;
##   term-ID-forms    les formes à chercher dans les leçons (séparées par
##                    des virgules, en minuscules ; un * final en fait un
##                    radical : captur* trouve capture, capturées), qui
##                    trouvent où le terme apparaît d'abord dans le cours.

term-board = plateau
term-board-meaning = Le plateau de bois : deux rangées de six cases, souvent avec un magasin à l'une des extrémités ou aux deux.
term-board-forms = plateau, plateaux

term-pit = case
term-pit-meaning = L'un des douze creux du plateau ; chaque joueur possède les six de sa rangée.
term-pit-forms = case, cases

term-row = rangée
term-row-meaning = Les six cases du côté d'un joueur : de A à F pour Sud, de a à f pour Nord.
term-row-forms = rangée, rangées

term-seed = graine (pièce)
term-seed-meaning = L'une des 48 pièces du jeu ; au départ, il y en a quatre dans chaque case.
term-seed-forms = graine, graines

term-store = magasin
term-store-meaning = Là où un joueur garde les graines qu'il capture : dans warri, le magasin de chacun est à sa droite ; sur un plateau traditionnel, les magasins aux extrémités sont facultatifs. Les graines capturées ne reviennent jamais.
term-store-forms = magasin, magasins

term-side = côté
term-side-meaning = La moitié du plateau d'un joueur, sa rangée ; à certaines fins de partie, chaque joueur prend les graines de son côté.
term-side-forms = côté, côtés

term-move = coup
term-move-meaning = Ce qu'un joueur fait à son tour : semer toutes les graines de l'une de ses cases ; un coup porte la lettre de cette case.
term-move-forms = coup, coups

term-to-move = au trait
term-to-move-meaning = Le joueur au trait est celui dont c'est le tour de jouer.
term-to-move-forms = au trait

term-sow = semer, semis
term-sow-meaning = Prendre toutes les graines de l'une de ses cases et les déposer une à une dans les cases suivantes, dans le sens antihoraire.
term-sow-forms = semer, sème, sèment, semez, semé, semée, semés, semées, semis

term-counter-clockwise = dans le sens antihoraire
term-counter-clockwise-meaning = Le sens du semis : le long de sa propre rangée vers la droite, puis le long de celle de l'adversaire.
term-counter-clockwise-forms = antihoraire

term-lap = tour (parcours)
term-lap-meaning = Un semis de douze graines ou plus fait tout le tour du plateau et saute la case d'où il est parti.
term-lap-forms = tour complet, autour du plateau, le tour du plateau, parcours

term-capture = capturer, capture
term-capture-meaning = Prendre des graines pour son magasin : la dernière graine porte une case de la rangée adverse à 2 ou 3.
term-capture-forms = captur*

term-chain = chaîne vers l'arrière
term-chain-meaning = Les cases capturées avec la dernière : la suite ininterrompue de 2 et de 3 juste avant elle dans la rangée adverse.
term-chain-forms = chaîne*

term-feed = nourrir (obligation de nourrir)
term-feed-meaning = Si la rangée adverse est vide au début de votre tour, vous devez jouer un coup qui y met des graines, si vous en avez un.
term-feed-forms = nourri*, nourrissez

term-grand-slam = grand slam
term-grand-slam-meaning = Une capture qui prendrait toutes les graines restant dans la rangée adverse ; les variantes diffèrent sur le droit de le jouer et sur ce qu'il capture.
term-grand-slam-forms = grand slam*, grands slams

term-sweep = balayage
term-sweep-meaning = Le nom du grand slam au Wahree : il capture toute la rangée, termine la partie, et son auteur prend toutes les graines restantes.
term-sweep-forms = balay*

term-stuck = aucun coup légal (privé de coups)
term-stuck-meaning = Le joueur au trait ne peut pas jouer : sa rangée est vide, ou celle de l'adversaire et il ne peut pas la nourrir ; la partie se termine, et la variante dit qui reçoit les graines restantes.
term-stuck-forms = aucun coup légal, privé de coups, ne peut pas jouer, ne pouvait plus jouer

term-cycle = répétition (graines en circulation)
term-cycle-meaning = Une position revient avec le même joueur au trait : les graines tournent en rond, et warri termine la partie dès la première fois.
term-cycle-forms = répétition*, répète, circulation

term-split = à parts égales
term-split-meaning = À Bridgetown, les graines restées sur le plateau à la fin sont partagées à parts égales entre les joueurs.
term-split-forms = parts égales, partagé*, divisé*

term-surplus-seed = graine excédentaire
term-surplus-seed-meaning = Quand les graines restantes ne se partagent pas également, celle qui reste va au joueur dont le côté en contient le plus.
term-surplus-seed-forms = excédentaire*

term-draw = partie nulle (nul)
term-draw-meaning = Une partie que personne ne gagne : des totaux égaux, ou à Speightstown toute fin sans magasin de 25.
term-draw-forms = nul, nulle, nulles, nuls

term-game = partie
term-game-meaning = Un jeu, de quatre graines dans chaque case jusqu'à la fin.
term-game-forms = la partie, une partie, cette partie, de partie, parties

term-tournament-series = série (de tournoi)
term-tournament-series-meaning = Au Barbados Warri, les parties jouées jusqu'à ce qu'un joueur en ait gagné six ; il est champion, et une partie nulle ne compte pour personne.
term-tournament-series-forms = série, séries

term-champion = champion
term-champion-meaning = Le vainqueur d'une série : le premier à gagner six parties.
term-champion-forms = champion*

term-horse-nickars = horse nickars (nickernuts, « pierres brûlantes »)
term-horse-nickars-meaning = Les graines grises de Caesalpinia bonduc avec lesquelles on jouait traditionnellement au Barbados Warri ; à Sainte-Croix, pour le Wahree, les nickernuts ou « pierres brûlantes ».
term-horse-nickars-forms = horse nickar*, nickar*, nickernut*
