# warri — русский. Слова оракула (crates/warri-web/src/rooms/oracle); разбор тоже показывает его список.

oracle-title = Анализ
oracle-for = Анализ: все ходы { $player ->
    [south] Юга
   *[north] Севера
  }, лучший первым
oracle-thinking = Идёт анализ… (глубина { $depth })
oracle-done = Глубина { $depth }.
oracle-paused = Пауза, пока страница скрыта.
oracle-over = Партия окончена: оценивать нечего.
oracle-failed = Анализ остановлен: { $problem }.
oracle-play = Сыграть { $pit }
oracle-wins-range = выигрыш с перевесом от { $min } до { $count ->
    [one] { $count } семени
    [few] { $count } семян
    [many] { $count } семян
   *[other] { $count } семени
  }
oracle-loses-range = проигрыш с разницей от { $min } до { $count ->
    [one] { $count } семени
    [few] { $count } семян
    [many] { $count } семян
   *[other] { $count } семени
  }
oracle-estimate = { $value } (оценка, глубина { $depth })
oracle-this-game = { $value } (с учётом уже сыгранных позиций этой партии)
oracle-line = продолжение: { $moves }
