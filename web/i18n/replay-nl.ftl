# warri — Nederlands. De woorden van de herhaling (crates/warri-web/src/rooms/replay); de stappen van de analyse zeggen hetzelfde.

replay-label = Naspelen
replay-first = Beginstelling
replay-prev = Vorige zet
replay-next = Volgende zet
replay-last = Eindstelling
replay-play = Afspelen
replay-pause = Pauze
replay-ply = Zet { $ply } van { $count }
replay-continue = Deze partij verder spelen
