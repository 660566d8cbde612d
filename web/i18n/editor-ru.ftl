# warri — русский. Слова редактора позиции (crates/warri-web/src/rooms/editor).

edit-button = Изменить позицию
edit-heading = Расстановка позиции
edit-explain = Нажмите на лунку, чтобы добавить семя; выберите «Убирает семена», чтобы убрать их (или нажмите правой кнопкой мыши). У каждой лунки и амбара есть и числовое поле.
edit-mode = Нажатие на лунку
edit-mode-add = Добавляет семя
edit-mode-remove = Убирает семена
edit-counts = Семена в каждой лунке и амбаре
edit-to-move = Ходит
edit-variant = Вариант
edit-clear = Очистить доску
edit-start = Начальная позиция
edit-play = Играть отсюда
edit-count = { $place }: «{ $value }» — не число семян от 0 до 48.
edit-empty = { $place }: поле пустое — укажите число семян от 0 до 48.
edit-total = В лунках и амбарах { $count ->
    [one] { $count } семя
    [few] { $count } семени
    [many] { $count } семян
   *[other] { $count } семени
  }; в позиции их ровно 48.
edit-over = Из этой позиции партия сразу окончена: { $result }
place-pit = Лунка { $pit } { $owner ->
    [south] Юга
   *[north] Севера
  }
place-store = Амбар { $owner ->
    [south] Юга
   *[north] Севера
  }
