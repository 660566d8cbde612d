# warri — русский. Слова просмотра партии (crates/warri-web/src/rooms/replay); шаги разбора говорят то же.

replay-label = Просмотр партии
replay-first = Начальная позиция
replay-prev = Предыдущий ход
replay-next = Следующий ход
replay-last = Последняя позиция
replay-play = Воспроизвести
replay-pause = Пауза
replay-ply = Ход { $ply } из { $count }
replay-continue = Продолжить эту партию
