# warri — français. Les mots du visionneur de parties (crates/warri-web/src/rooms/replay) ; les pas de l'analyse disent de même.

replay-label = Relecture
replay-first = Première position
replay-prev = Coup précédent
replay-next = Coup suivant
replay-last = Dernière position
replay-play = Lecture
replay-pause = Pause
replay-ply = Coup { $ply } sur { $count }
replay-continue = Continuer cette partie
