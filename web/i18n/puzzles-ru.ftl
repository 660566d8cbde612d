# Puzzles (?view=puzzles): the puzzle of the day, the streak, the solution explained.
#   $player: "south" или "north"; $pit: буква лунки; $name: название варианта.

puzzles-title = Задачи
puzzles-today = Задача дня
puzzles-today-link = Задача дня
puzzles-heading = { $name }, задача { $n } из { $count }
puzzles-variant = Задачи варианта
puzzles-task-win = Ход { $player ->
    [south] Юга
   *[north] Севера
  }: найдите единственный выигрывающий ход.
puzzles-task-draw = Ход { $player ->
    [south] Юга
   *[north] Севера
  }: найдите единственный ход, ведущий к ничьей (любой другой проигрывает).
puzzles-difficulty = Сложность: { $level }
puzzles-easy = лёгкая
puzzles-medium = средняя
puzzles-hard = трудная
puzzles-prev = Предыдущая задача
puzzles-next = Следующая задача
puzzles-streak = Серия: { $count } подряд (лучшая { $best })
puzzles-solved-count = Решено с первой попытки: { $solved } из { $count }
puzzles-your-record = Ваши успехи
puzzles-streak-now = подряд
puzzles-streak-best = лучшая
puzzles-day-solved = Решена
puzzles-day-failed = Не решена с первой попытки
puzzles-day-open = Ещё не пробовали
puzzles-tried-before = Вы уже пробовали эту задачу: для серии считается только первая попытка.
puzzles-right = Решено: { $pit } — верный ход. При лучшей игре { $result }.
puzzles-wrong = Не в этот раз: ход { $pit } к цели не ведёт. { $effect }
puzzles-was = Верный ход — { $pit }: при лучшей игре { $result }.
puzzles-wins-by = { $player ->
    [south] Юг
   *[north] Север
  } побеждает с перевесом в { $count ->
    [one] { $count } семя
    [few] { $count } семени
    [many] { $count } семян
   *[other] { $count } семени
  }
puzzles-draw = партия заканчивается ничьей
puzzles-line = Решение, ход за ходом
puzzles-line-show = Показать решение
puzzles-line-start = Позиция задачи.
puzzles-line-step = Ход { $n } из { $count }:
puzzles-line-end = Это всё решение; при лучшей игре { $result }.
puzzles-none = Задач для показа нет.
puzzles-no-puzzle = Задачи «{ $id }» нет: вот задача дня. Задачи называются, например, { $example }.
puzzles-no-puzzle-at-all = Задачи «{ $id }» нет.
puzzles-bad-line = Строку { $line } файла { $file } нельзя использовать: { $problem }.
puzzles-bad-json = это не задача в формате JSON (см. столбец { $column })
puzzles-bad-variant = «{ $key }» — не вариант игры
puzzles-bad-position = её позицию { $text } нельзя прочитать: { $problem }
puzzles-bad-over = в её позиции партия уже окончена
puzzles-bad-solution = её решение «{ $text }» — не ход
puzzles-bad-illegal = её решение { $pit } нельзя сыграть: { $problem }
puzzles-bad-line-start = её последовательность ходов не начинается с решения
puzzles-bad-line-move = ход { $n } в её последовательности ходов, «{ $text }», нельзя сыграть
puzzles-bad-value = её оценка { $value } — не доказанная победа и не ничья
puzzles-record-bad = Ваши результаты в задачах не удалось прочитать ({ $problem }); счёт начинается заново.
puzzles-record-fields = их поля не похожи на результаты
