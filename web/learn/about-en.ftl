## About each variant: its names, where and how it is played, the equipment, history and sources (shown on the variant's rules page).

about-abapa-names = Oware Abapa, or simply Abapa, is the standard form of Oware. The game is also known as Awalé in Côte d'Ivoire, Wari in Mali and Warri in Antigua and Barbados.
about-abapa-where = It is the rule set most used in tournaments.
about-abapa-equipment = Two rows of six pits with four seeds in each, 48 in all, and a store for each player's captured seeds.
about-abapa-history = Oware belongs to the mancala family of sowing games, played all over Africa, and its rules vary from place to place. Abapa allows the grand slam but lets it capture nothing.
about-abapa-sources = The rules of Abapa as published by the Oware Society.

about-wari-names = Wari is the name Oware goes by in Mali; here it means Oware with a strict grand-slam rule.
about-wari-where = Written rules of Wari often forbid the grand slam while any other move is left; little is recorded about where it is played this way.
about-wari-equipment = The standard Oware board: two rows of six pits with four seeds in each, and a store for each player.
about-wari-history = The grand slam, a move that would take every seed in the opponent's row, is where the rules of Oware differ most. The strict rule seldom matters in the opening, but it shapes the endgame.
about-wari-sources = A short comparison, "What is Wari?", that sets Wari beside standard Oware.

about-caribbean-names = The option is named after Caribbean Warri: Oware is still played under the name Warri in Antigua and Barbados.
about-caribbean-where = It is the third grand-slam rule offered, beside Abapa and Wari, when a game table is set up.
about-caribbean-equipment = The standard Oware board: two rows of six pits with four seeds in each, and a store for each player.
about-caribbean-history = Enslaved West Africans brought Oware to the Caribbean, where Warri lets a grand slam capture the whole row. In this option the capturer then moves again and must feed the opponent; if he cannot, the game is over.
about-caribbean-sources = The comparison "What is Wari?", which describes this third grand-slam rule.

about-speightstown-names = This is Barbados Warri, long known on the island as English Wari, in its Speightstown tradition. The island's other traditional mancala game, played in several laps, is Round-and-Round Warri, or French Wari.
about-speightstown-where = It was mostly a game of grown men, with a respected tournament culture of lightning calculation and deep endgames; the champion of a series is the first to win six games. Masters of the late 1990s included William "Ossie" Haddock, Laurie Greaves and Frederick "The Lord Jesus" Jackman.
about-speightstown-equipment = Two rows of six pits with four seeds in each, and an optional store at either end, each player owning the one on his right. It was traditionally played with grey horse nickars, the large seeds of Caesalpinia bonduc, on thick mahogany boards whose pits generations of play had worn deep.
about-speightstown-history = Descended from West African Oware, the game was first mentioned in print by F. Gardiner Jr. (1895) and studied in depth by the Dutch anthropologist Alexander Johan de Voogt (1997). He recorded two local traditions: in Speightstown's, only reaching 25 wins, a player left without moves claims every seed on the board, and seeds that circle endlessly count for nobody.
about-speightstown-sources = The Mancala World article on Barbados Warri, with the two traditions as de Voogt recorded them (1997).

about-bridgetown-names = This is Barbados Warri, long known on the island as English Wari, in its Bridgetown tradition.
about-bridgetown-where = It was mostly a game of grown men, with a respected tournament culture; a series goes to six wins. As street play declined towards the end of the 20th century, the retired economist William Lee Farum-Badley went on making boards by hand in St. James.
about-bridgetown-equipment = Two rows of six pits with four seeds in each, and an optional store at either end, each player owning the one on his right. It was traditionally played with grey horse nickars (seeds of Caesalpinia bonduc) on thick mahogany boards.
about-bridgetown-history = F. Gardiner Jr. first mentioned the game in print (1895), and Alexander Johan de Voogt studied it (1997). Of the two traditions he recorded, Bridgetown's follows Speightstown's, except that the seeds left on the board at the end are split equally, an odd seed going to the player whose side holds more. In 2001 the computer scientist Colin Depradine used the game in research on evolutionary computation.
about-bridgetown-sources = The Mancala World article on Barbados Warri, with the two traditions as de Voogt recorded them (1997).

about-wahree-names = Wahree, also written Wari, is the traditional mancala game of the US Virgin Islands, cherished above all on Saint Croix.
about-wahree-where = Today it is played in classrooms across the islands, especially in March, Virgin Islands History Month; yearly contests spread to the Agrifest agricultural fair, where the Ghanaian master Kofi Boateng took top honours.
about-wahree-equipment = Two rows of six pits with four seeds in each, and an optional store at either end. The pieces are smooth grey nickernuts (Caesalpinia bonduc), "burning stones": their hard shells grow hot when rubbed fast.
about-wahree-history = Enslaved West Africans brought it to the Danish West Indies more than two centuries ago. Newer pastimes pushed it aside in the mid-20th century, but in the mid-1980s primary teachers on St. Croix revived it to teach mathematics, logic and the heritage of the African diaspora; the first inter-school tournament was held in Kingshill on 30 November 1984.
about-wahree-sources = The Mancala World article on Wahree, with the rules as recorded by Olassee Davis of St. Croix (1995) and clarified by Kofi Boateng in an interview with the games researcher Ralf Gering (2010).
