## À propos de chaque variante : ses noms, où et comment on y joue, le matériel, l'histoire et les sources (affiché sur la page des règles de la variante).

about-abapa-names = L'Oware Abapa, ou simplement Abapa, est la forme standard de l'Oware. Le jeu s'appelle aussi Awalé en Côte d'Ivoire, Wari au Mali et Warri à Antigua et à la Barbade.
about-abapa-where = C'est l'ensemble de règles le plus employé en tournoi.
about-abapa-equipment = Deux rangées de six cases de quatre graines chacune, 48 en tout, et un magasin par joueur pour les graines capturées.
about-abapa-history = L'Oware appartient à la famille des mancalas, jeux de semis pratiqués dans toute l'Afrique, et ses règles varient d'un lieu à l'autre. L'Abapa autorise le grand slam, mais ne lui fait rien capturer.
about-abapa-sources = Les règles de l'Abapa publiées par l'Oware Society.

about-wari-names = Wari est le nom de l'Oware au Mali ; ici, il désigne l'Oware joué avec une règle stricte du grand slam.
about-wari-where = Les règles écrites du Wari interdisent souvent le grand slam tant qu'un autre coup reste possible ; on sait peu de chose des lieux où l'on joue ainsi.
about-wari-equipment = Le plateau habituel de l'Oware : deux rangées de six cases de quatre graines chacune, et un magasin par joueur.
about-wari-history = Le grand slam, coup qui prendrait toutes les graines de la rangée adverse, est le point où les règles de l'Oware divergent le plus. La règle stricte compte rarement dans l'ouverture, mais elle décide de la fin de partie.
about-wari-sources = Une courte comparaison, « Qu'est-ce que le Wari ? », qui met le Wari en regard de l'Oware standard.

about-caribbean-names = L'option doit son nom au Warri caribéen : c'est sous le nom de Warri que l'Oware se joue encore à Antigua et à la Barbade.
about-caribbean-where = C'est la troisième règle du grand slam proposée, à côté de l'Abapa et du Wari, quand on crée une table de jeu.
about-caribbean-equipment = Le plateau habituel de l'Oware : deux rangées de six cases de quatre graines chacune, et un magasin par joueur.
about-caribbean-history = Des Africains de l'Ouest réduits en esclavage ont apporté l'Oware dans les Caraïbes, où le Warri laisse un grand slam capturer toute la rangée. Dans cette option, le joueur qui capture rejoue ensuite et doit nourrir l'adversaire ; s'il ne le peut pas, la partie s'achève.
about-caribbean-sources = La comparaison « Qu'est-ce que le Wari ? », qui décrit cette troisième règle du grand slam.

about-speightstown-names = Il s'agit de Barbados Warri, longtemps appelé English Wari sur l'île, dans sa tradition de Speightstown. L'autre jeu de mancala traditionnel de l'île, joué en plusieurs tours, est le Round-and-Round Warri, ou French Wari.
about-speightstown-where = C'était surtout un jeu d'hommes adultes, doté d'une culture de tournoi respectée, faite de calcul fulgurant et de fins de partie profondes ; le champion d'une série est le premier à gagner six parties. Parmi les maîtres de la fin des années 1990 figuraient William « Ossie » Haddock, Laurie Greaves et Frederick « The Lord Jesus » Jackman.
about-speightstown-equipment = Deux rangées de six cases de quatre graines chacune, et un magasin facultatif à chaque extrémité, chaque joueur possédant celui de sa droite. On y jouait traditionnellement avec des horse nickars gris, grosses graines de Caesalpinia bonduc, sur d'épais plateaux en acajou aux cases creusées par des générations de joueurs.
about-speightstown-history = Issu de l'Oware ouest-africain, le jeu a été mentionné pour la première fois dans un imprimé par F. Gardiner Jr. (1895), puis étudié en profondeur par l'anthropologue néerlandais Alexander Johan de Voogt (1997). Celui-ci a consigné deux traditions locales : dans celle de Speightstown, seul celui qui atteint 25 gagne, un joueur privé de coups réclame toutes les graines du plateau, et les graines qui tournent sans fin ne comptent pour personne.
about-speightstown-sources = L'article de Mancala World sur Barbados Warri, avec les deux traditions telles que de Voogt les a consignées (1997).

about-bridgetown-names = Il s'agit de Barbados Warri, longtemps appelé English Wari sur l'île, dans sa tradition de Bridgetown.
about-bridgetown-where = C'était surtout un jeu d'hommes adultes, avec une culture de tournoi respectée ; une série se joue en six victoires. Alors que le jeu de rue déclinait vers la fin du XXe siècle, l'économiste retraité William Lee Farum-Badley a continué de fabriquer des plateaux à la main à St. James.
about-bridgetown-equipment = Deux rangées de six cases de quatre graines chacune, et un magasin facultatif à chaque extrémité, chaque joueur possédant celui de sa droite. On y jouait traditionnellement avec des horse nickars gris (graines de Caesalpinia bonduc) sur d'épais plateaux en acajou.
about-bridgetown-history = F. Gardiner Jr. a mentionné le jeu pour la première fois dans un imprimé (1895), et Alexander Johan de Voogt l'a étudié (1997). Des deux traditions qu'il a consignées, celle de Bridgetown suit celle de Speightstown, sauf que les graines restées sur le plateau à la fin sont divisées à parts égales, la graine excédentaire allant au joueur dont le côté en contient le plus. En 2001, l'informaticien Colin Depradine s'est servi du jeu dans ses recherches sur le calcul évolutif.
about-bridgetown-sources = L'article de Mancala World sur Barbados Warri, avec les deux traditions telles que de Voogt les a consignées (1997).

about-wahree-names = Le Wahree, qu'on écrit aussi Wari, est le jeu de mancala traditionnel des îles Vierges des États-Unis, particulièrement chéri à Sainte-Croix.
about-wahree-where = On y joue aujourd'hui dans les salles de classe de toutes les îles, surtout en mars, mois de l'histoire des îles Vierges ; les concours annuels se sont étendus jusqu'à la foire agricole Agrifest, où le maître ghanéen Kofi Boateng a remporté les plus grands honneurs.
about-wahree-equipment = Deux rangées de six cases de quatre graines chacune, et un magasin facultatif à chaque extrémité. Les pièces sont des nickernuts gris et lisses (Caesalpinia bonduc), dits « pierres brûlantes » : leur coque dure chauffe quand on les frotte vite.
about-wahree-history = Des Africains de l'Ouest réduits en esclavage l'ont apporté aux Antilles danoises il y a plus de deux siècles. Au milieu du XXe siècle, des loisirs plus récents l'ont relégué au second plan, mais au milieu des années 1980 des instituteurs de Sainte-Croix l'ont fait revivre pour enseigner les mathématiques, la logique et l'héritage de la diaspora africaine ; le premier tournoi interscolaire s'est tenu à Kingshill le 30 novembre 1984.
about-wahree-sources = L'article de Mancala World sur le Wahree, avec les règles consignées par Olassee Davis, de Sainte-Croix (1995), et précisées par Kofi Boateng dans un entretien avec le chercheur en jeux Ralf Gering (2010).
