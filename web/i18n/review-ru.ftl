# Game review (?view=review): the evaluation graph, move labels, summary.

review-title = Разбор партии
review-board = Партия ход за ходом
review-steps = Переходы по партии
review-try = Сыграть отсюда заново против компьютера
review-share = Скопировать ссылку на этот разбор
review-progress = Оценка каждого хода: { $n } из { $total } позиций
review-failed = Разбор остановлен: { $problem }.
review-moves = Все ходы
review-summary = Итог
review-player = Игрок
review-count = Ходы
review-lost = Потеряно семян за ход (в среднем)
review-average = { $seeds }
review-label-best = лучший
review-label-good = хороший
review-label-inaccuracy = неточность
review-label-mistake = ошибка
review-label-blunder = грубая ошибка
review-judged-best = Этот ход: { $label }.
review-judged = Этот ход: { $label }; потеряно { $seeds ->
    [one] { $seeds } семя
    [few] { $seeds } семени
    [many] { $seeds } семян
   *[other] { $seeds } семени
  } по сравнению с лучшим ходом { $pit } ({ $value }).
review-graph = Оценка после каждого хода, в семенах для Юга: выше средней линии впереди Юг, ниже — Север. Нажмите на ход, чтобы перейти к нему.
review-thresholds = Как оцениваются ходы: по числу семян, потерянных по сравнению с лучшим ходом, — хороший меньше { $good }, неточность меньше { $inaccuracy }, ошибка меньше { $mistake }, грубая ошибка от { $mistake }. Ход, превращающий доказанную победу в ничью или ничью в поражение, — по меньшей мере ошибка; победу в поражение — грубая ошибка.
