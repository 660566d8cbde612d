## Les choix de warri : les questions que les sources laissent ouvertes, et
## d'où vient chaque règle (crates/warri-rules/src/basis.rs). Montrés par le
## tableau des changements de règles, les pages de règles et les lignes de
## résultat.

# La marque à côté de chaque règle qui est un choix de warri ; elle mène à la raison.
choice-mark = choix de warri
choices-heading = Les choix de warri
choices-intro = Les sources ne tranchent pas ces points pour { $name } ; warri les tranche ainsi. Les autres règles de cette page sont telles que les sources les rapportent.
choice-seeds-at-25 = Un magasin de 25 graines termine la partie aussitôt, avant tout ce que le coup ferait encore, et les graines restées sur le plateau ne comptent pour personne : le vainqueur est déjà désigné. Les sources ne disent pas ce que deviennent ces graines.
choice-wahree-25 = Un magasin de 25 graines termine la partie, comme à l'Oware. Les règles du Wahree ne le disent pas.
choice-first-repetition = La partie se termine la première fois qu'une position revient (les mêmes graines dans chaque case, le même joueur au trait), avec l'attribution prévue pour cette fin. Les sources ne disent pas quand se termine une partie où les graines tournent en rond ; les grands serveurs d'Oware en ligne la terminent de la même façon.
choice-wahree-cycle = Quand une position revient, chaque joueur prend les graines de son côté, comme lors d'un blocage. Les règles du Wahree ne le disent pas.
choice-draw-below-25 = Toute partie qui se termine sans que personne ait 25 est nulle, quel que soit celui qui en a le plus. La source en donne un exemple (24–22 avec deux graines qui circulent est une partie nulle) ; warri l'applique à chaque fin de ce genre.
choice-next-starter = Le vainqueur d'une partie commence la suivante ; après une partie nulle, c'est le joueur qui ne l'avait pas commencée qui commence. Les sources ne disent pas qui commence.
# D'où viennent les autres règles (sous le tableau des changements de règles).
rules-sources = Sources : { $sources }. ✱ signale un choix de warri.
source-oware-society = les règles de l'Abapa de l'Oware Society
source-what-is-wari = la comparaison « Qu'est-ce que le Wari ? »
source-barbados-article = l'article « Barbados Warri » de Mancala World (d'après A. J. de Voogt, 1997)
source-wahree-article = l'article « Wahree » de Mancala World (d'après les règles qu'Olassee Davis a consignées en 1995, précisées par Kofi Boateng en 2010)
# Le lien vers le glossaire (view=glossary), sous le tableau des changements de règles.
rules-glossary = Les mots du jeu en quatre langues
