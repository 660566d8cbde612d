## Over elke variant: de namen, waar en hoe het gespeeld wordt, het materiaal, de geschiedenis en de bronnen (getoond op de regelpagina van de variant).

about-abapa-names = Oware Abapa, of kortweg Abapa, is de standaardvorm van Oware. Het spel heet ook Awalé in Ivoorkust, Wari in Mali en Warri in Antigua en Barbados.
about-abapa-where = In toernooien wordt het vaakst volgens deze regels gespeeld.
about-abapa-equipment = Twee rijen van zes kuiltjes met elk vier zaden, 48 in totaal, en voor elke speler een store voor de gevangen zaden.
about-abapa-history = Oware hoort bij de mancalafamilie, zaaispellen die overal in Afrika worden gespeeld, en de regels verschillen van plaats tot plaats. Abapa staat de grand slam toe, maar laat hem niets vangen.
about-abapa-sources = De regels van Abapa zoals de Oware Society ze publiceert.

about-wari-names = Wari is de naam van Oware in Mali; hier staat het voor Oware met een strenge grand-slamregel.
about-wari-where = Geschreven Wari-regels verbieden de grand slam vaak zolang er een andere zet is; waar zo gespeeld wordt, is verder weinig bekend.
about-wari-equipment = Het gewone Oware-bord: twee rijen van zes kuiltjes met elk vier zaden, en voor elke speler een store.
about-wari-history = De grand slam, een zet die alle zaden in de rij van de tegenstander zou vangen, is het punt waarop de regels van Oware het verst uiteenlopen. In de opening speelt de strenge regel zelden een rol; in het eindspel is hij beslissend.
about-wari-sources = Een korte vergelijking, ‘Wat is Wari?’, die Wari naast het standaard-Oware zet.

about-caribbean-names = De optie is genoemd naar het Caribische Warri: onder die naam wordt Oware in Antigua en Barbados nog altijd gespeeld.
about-caribbean-where = Het is de derde grand-slamregel die je naast Abapa en Wari kunt kiezen bij het opzetten van een speltafel.
about-caribbean-equipment = Het gewone Oware-bord: twee rijen van zes kuiltjes met elk vier zaden, en voor elke speler een store.
about-caribbean-history = Tot slaaf gemaakte West-Afrikanen brachten Oware naar het Caribisch gebied, waar Warri een grand slam de hele rij laat vangen. In deze optie is de vanger daarna opnieuw aan zet en moet hij de tegenstander voeden; lukt dat niet, dan is de partij afgelopen.
about-caribbean-sources = De vergelijking ‘Wat is Wari?’, die deze derde grand-slamregel beschrijft.

about-speightstown-names = Dit is Barbados Warri, op het eiland lang bekend als English Wari, in de traditie van Speightstown. Het andere traditionele mancalaspel van het eiland, met meerdere omlopen, is Round-and-Round Warri of French Wari.
about-speightstown-where = Het was vooral een spel van volwassen mannen, met een gerespecteerde toernooicultuur van razendsnel rekenen en diepe eindspelen; kampioen van een toernooireeks is wie als eerste zes partijen wint. Meesters uit de late jaren negentig waren onder anderen William ‘Ossie’ Haddock, Laurie Greaves en Frederick ‘The Lord Jesus’ Jackman.
about-speightstown-equipment = Twee rijen van zes gaten met elk vier zaden, en een optionele store aan elk uiteinde; elke speler bezit de store aan zijn rechterkant. Traditioneel speelde men met grijze horse nickars, de grote zaden van Caesalpinia bonduc, op dikke mahoniehouten borden waarvan generaties spelers de gaten diep hadden uitgesleten.
about-speightstown-history = Het spel stamt af van het West-Afrikaanse Oware, werd voor het eerst in druk genoemd door F. Gardiner Jr. (1895) en grondig onderzocht door de Nederlandse antropoloog Alexander Johan de Voogt (1997). Hij legde twee lokale tradities vast; in die van Speightstown wint alleen wie 25 zaden haalt, eist een speler zonder zetten alle zaden op het bord op, en tellen zaden die eindeloos rondgaan voor niemand.
about-speightstown-sources = Het artikel over Barbados Warri op Mancala World, met de twee tradities zoals De Voogt ze vastlegde (1997).

about-bridgetown-names = Dit is Barbados Warri, op het eiland lang bekend als English Wari, in de traditie van Bridgetown.
about-bridgetown-where = Het was vooral een spel van volwassen mannen, met een gerespecteerde toernooicultuur; een toernooireeks gaat tot zes gewonnen partijen. Toen het straatspel tegen het einde van de twintigste eeuw afnam, bleef de gepensioneerde econoom William Lee Farum-Badley in St. James met de hand borden maken.
about-bridgetown-equipment = Twee rijen van zes gaten met elk vier zaden, en een optionele store aan elk uiteinde; elke speler bezit de store aan zijn rechterkant. Traditioneel speelde men met grijze horse nickars (zaden van Caesalpinia bonduc) op dikke mahoniehouten borden.
about-bridgetown-history = F. Gardiner Jr. noemde het spel voor het eerst in druk (1895), Alexander Johan de Voogt onderzocht het (1997). Van de twee tradities die hij vastlegde, volgt die van Bridgetown die van Speightstown, behalve dat de zaden die aan het einde op het bord liggen gelijkelijk worden verdeeld; bij een oneven aantal gaat het overschot naar de speler aan wiens kant de meeste zaden liggen. In 2001 gebruikte informaticus Colin Depradine het spel bij onderzoek naar evolutionair rekenen.
about-bridgetown-sources = Het artikel over Barbados Warri op Mancala World, met de twee tradities zoals De Voogt ze vastlegde (1997).

about-wahree-names = Wahree, ook geschreven als Wari, is het traditionele mancalaspel van de Amerikaanse Maagdeneilanden, dat vooral op Saint Croix wordt gekoesterd.
about-wahree-where = Vandaag wordt het in klaslokalen op alle eilanden gespeeld, vooral in maart, de Virgin Islands History Month; de jaarlijkse wedstrijden breidden zich uit naar de landbouwbeurs Agrifest, waar de Ghanese meester Kofi Boateng de hoogste eer behaalde.
about-wahree-equipment = Twee rijen van zes gaten met elk vier zaden, en een optionele store aan elk uiteinde. De stukken zijn gladde grijze niquinnoten (Caesalpinia bonduc), ‘brandende stenen’ genoemd omdat hun harde schil warm wordt als je ze snel langs elkaar wrijft.
about-wahree-history = Tot slaaf gemaakte West-Afrikanen brachten het ruim twee eeuwen geleden naar de Deense West-Indiën. Halverwege de twintigste eeuw raakte het door nieuwere vermaken op de achtergrond, maar midden jaren tachtig haalden basisschoolonderwijzers op St. Croix het terug om wiskunde, logica en het erfgoed van de Afrikaanse diaspora te onderwijzen; het eerste interscolaire toernooi vond op 30 november 1984 plaats in Kingshill.
about-wahree-sources = Het artikel over Wahree op Mancala World, met de regels zoals Olassee Davis van St. Croix ze vastlegde (1995) en zoals Kofi Boateng ze toelichtte in een interview met spellenonderzoeker Ralf Gering (2010).
