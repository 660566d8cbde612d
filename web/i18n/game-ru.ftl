# warri — русский. Все слова, которые показывает игра.
# Термины (по исходному тексту): семя (семена), лунка, амбар (захваченные
#   семена), ряд, сторона, противник, захватывать (capture), кормить
#   (обязанность кормления), Grand Slam (латиницей, как в источнике; мужской
#   род, не склоняется), выметание (sweep, Grand Slam в Wahree; калька
#   нидерл. uitvegen), делятся поровну,
#   лишнее семя, партия (одна игра), турнирная серия (match), чемпион, ничья, ход.
# Игроки: Юг и Север (Юга, Югу, Югом; Севера, Северу, Севером).
# { $slam } («Grand Slam» или «выметание») стоит только в именительном падеже
#   и без согласуемых слов: у этих слов разный род.
# Названия вариантов латиницей, в предложениях — в кавычках: в варианте «{ $name }».

## Шапка каждой страницы: разделы сайта и название каждой страницы

nav-label = Разделы сайта
nav-play = Играть
nav-learn = Обучение
nav-puzzles = Задачи
nav-friend = Играть с другом
page-title = { $page } — warri
page-editor = Редактор позиции
page-rules = Правила

## Names

app-title = warri
variant-name = { $variant ->
    [abapa] Oware Abapa
    [wari] Wari
    [caribbean] Карибский Grand Slam
    [speightstown] Барбадос Варри (Спейтстаун)
    [bridgetown] Барбадос Варри (Бриджтаун)
   *[wahree] Wahree
  }
variant-summary = { $variant ->
    [abapa] Стандартный Oware: Grand Slam ничего не захватывает; побеждает тот, кто первым наберёт 25.
    [wari] Строгий Grand Slam: запрещён, пока есть другой допустимый ход; если же все ходы — Grand Slam, он захватывает весь ряд и завершает партию.
    [caribbean] Grand Slam захватывает весь ряд, и захвативший сразу ходит ещё раз.
    [speightstown] Барбадосская турнирная серия до шести побед: набравший 25 сразу побеждает; игрок с пустым рядом забирает оставшиеся семена.
    [bridgetown] Барбадосская турнирная серия до шести побед: семена, оставшиеся на доске в конце партии, делятся поровну.
   *[wahree] Выметание всего ряда завершает партию, и тот, кто вымел ряд, забирает все оставшиеся семена.
  }
player = { $player ->
    [south] Юг
   *[north] Север
  }
# Как игроки этого варианта называют Grand Slam (внутри предложения; «выметание» со строчной буквы).
slam-name = { $variant ->
    [wahree] выметание
   *[other] Grand Slam
  }

## The board

pit-label = Лунка { $pit } { $owner ->
    [south] Юга
   *[north] Севера
  }, { $count ->
    [one] { $count } семя
    [few] { $count } семени
    [many] { $count } семян
   *[other] { $count } семени
  }
store-label = Амбар { $owner ->
    [south] Юга
   *[north] Севера
  }, { $count ->
    [one] { $count } семя
    [few] { $count } семени
    [many] { $count } семян
   *[other] { $count } семени
  }
store-won = { $store }: победитель
store-drawn = { $store }: ничья
in-hand = в руке: { $count }
board-label = Доска

## Диаграммы (картинка позиции: её название и подпись)

diagram-row = Лунки { $from }–{ $to } { $owner ->
    [south] Юга
   *[north] Севера
  }: { $counts }
diagram-stores = Амбары: Юг { $south }, Север { $north }
diagram-last = Последний ход: { $pit }
diagram-sown = посеяны: { $pits }
diagram-captured = захвачены: { $pits }
diagram-button = Картинка
diagram-heading = Картинка этой позиции
diagram-explain = Для страниц и вики, где можно вставлять картинки, но не встроенные доски, и для печати: рисунок SVG или сделанный из него PNG.
diagram-mark = Отметить последний ход
diagram-svg = Скачать SVG
diagram-png = Скачать PNG
diagram-png-making = PNG создаётся…
diagram-png-failed = Этот браузер не смог создать PNG; SVG работает везде.

## Просмотр партии

replay-start = Начальная позиция
replay-sows = { $player ->
    [south] Юг
   *[north] Север
  } сеет { $count ->
    [one] { $count } семя
    [few] { $count } семени
    [many] { $count } семян
   *[other] { $count } семени
  } из лунки { $pit }.
replay-skips = Круг проходит мимо лунки { $pit }, с которой начался.
replay-captures = Захватывает { $parts }.
replay-capture-part = { $count ->
    [one] { $count } семя
    [few] { $count } семени
    [many] { $count } семян
   *[other] { $count } семени
  } из лунки { $pit }

## Status line

status-to-move = Ход { $player ->
    [south] Юга
   *[north] Севера
  }
status-sowing = { $player ->
    [south] Юг
   *[north] Север
  } играет { $pit }…
status-over = Партия окончена
status-score = Юг { $south } – Север { $north }
status-last = последний ход: { $pit }
thinking = { $player ->
    [south] Юг
   *[north] Север
  } (компьютер, уровень { $level }) думает…

## Illegal moves

illegal-over = Партия окончена: начните новую партию или отмените ход.
illegal-not-yours = Лунка { $pit } принадлежит { $owner ->
    [south] Югу
   *[north] Северу
  }, а сейчас ход { $player ->
    [south] Юга
   *[north] Севера
  }.
illegal-empty = Лунка { $pit } пуста: выберите лунку с семенами.
illegal-must-feed = Ряд { $opp ->
    [south] Юга
   *[north] Севера
  } пуст, поэтому { $player ->
    [south] Юг
   *[north] Север
  } должен сделать ход, который посеет в него семена, — а этот ход его не засевает.
illegal-slam = Ход { $pit } захватил бы все семена в ряду противника: в варианте «{ $name }» { $slam } запрещается, пока возможен другой ход.
illegal-computer = Сейчас ход { $player ->
    [south] Юга
   *[north] Севера
  }, а за { $player ->
    [south] Юг
   *[north] Север
  } играет компьютер. Чтобы играть самостоятельно, выберите «Человек» для { $player ->
    [south] Юга
   *[north] Севера
  } в разделе «Игроки».

## Announcements during a move

slam-nothing = { $variant ->
    [wahree] Выметание!
   *[other] Grand Slam!
  } В варианте «{ $name }» такой ход ничего не захватывает: семена остаются там, куда упали.
slam-captures = Grand Slam! { $player ->
    [south] Юг захватывает весь ряд Севера
   *[north] Север захватывает весь ряд Юга
  }; { $opp ->
    [south] Юг
   *[north] Север
  } не может сделать ход.
slam-again = Grand Slam! { $player ->
    [south] Юг захватывает весь ряд Севера и ходит ещё раз, причём должен накормить Север.
   *[north] Север захватывает весь ряд Юга и ходит ещё раз, причём должен накормить Юг.
  }
slam-takes-all = { $forced ->
    [yes] Вынужденный Grand Slam!
   *[no] { $variant ->
        [wahree] Выметание!
       *[other] Grand Slam!
      }
  } { $player ->
    [south] Юг захватывает весь ряд Севера; партия окончена, и Юг забирает все оставшиеся семена.
   *[north] Север захватывает весь ряд Юга; партия окончена, и Север забирает все оставшиеся семена.
  }
slam-reaches-25 = { $forced ->
    [yes] Вынужденный Grand Slam!
   *[no] { $variant ->
        [wahree] Выметание!
       *[other] Grand Slam!
      }
  } { $player ->
    [south] Юг захватывает весь ряд Севера и набирает 25: партия сразу окончена.
   *[north] Север захватывает весь ряд Юга и набирает 25: партия сразу окончена.
  }
slam-cannot-feed = Grand Slam! { $player ->
    [south] Юг захватывает весь ряд Севера, но не может накормить Север: партия окончена.
   *[north] Север захватывает весь ряд Юга, но не может накормить Юг: партия окончена.
  }

## The end of a game

verdict-win = { $winner ->
    [south] Юг
   *[north] Север
  } побеждает со счётом { $south }–{ $north }
verdict-draw = Ничья, { $south }–{ $north }
verdict-draw-25 = Ничья, { $south }–{ $north } (в варианте «{ $name }» побеждает только тот, кто наберёт 25)
end-25 = { $player ->
    [south] Юг
   *[north] Север
  } набрал 25
end-25-left = { $player ->
    [south] Юг
   *[north] Север
  } набрал 25; { $count ->
    [one] оставшееся на доске { $count } семя не засчитывается
    [few] оставшиеся на доске { $count } семени не засчитываются
    [many] оставшиеся на доске { $count } семян не засчитываются
   *[other] оставшиеся на доске { $count } семени не засчитываются
  }
end-slam = { $forced ->
    [yes] Вынужденный ход — { $slam }
   *[no] В варианте «{ $name }» { $slam } завершает партию
  }: { $player ->
    [south] Юг захватывает весь ряд Севера
   *[north] Север захватывает весь ряд Юга
  }
end-slam-left = { $forced ->
    [yes] Вынужденный ход — { $slam }
   *[no] В варианте «{ $name }» { $slam } завершает партию
  }: { $player ->
    [south] Юг захватывает весь ряд Севера
   *[north] Север захватывает весь ряд Юга
  } и забирает { $count ->
    [one] оставшееся на доске { $count } семя
    [few] оставшиеся на доске { $count } семени
    [many] оставшиеся на доске { $count } семян
   *[other] оставшиеся на доске { $count } семени
  }
end-stuck = У { $player ->
    [south] Юга
   *[north] Севера
  } нет допустимого хода; { $award }
end-repeated = Позиция повторилась; { $award }
award-none = на доске не осталось ни одного семени
award-not-counted = { $count ->
    [one] оставшееся в игре { $count } семя не засчитывается
    [few] оставшиеся в игре { $count } семени не засчитываются
    [many] оставшиеся в игре { $count } семян не засчитываются
   *[other] оставшиеся в игре { $count } семени не засчитываются
  }
award-own-side = каждый игрок забирает семена со своей стороны (Юг { $south }, Север { $north })
award-all-to = { $player ->
    [south] Юг
   *[north] Север
  }, чей ряд пуст, забирает { $count ->
    [one] оставшееся { $count } семя
    [few] оставшиеся { $count } семени
    [many] оставшиеся { $count } семян
   *[other] оставшиеся { $count } семени
  }
award-split = { $count ->
    [one] оставшееся { $count } семя делится поровну
    [few] оставшиеся { $count } семени делятся поровну
    [many] оставшиеся { $count } семян делятся поровну
   *[other] оставшиеся { $count } семени делятся поровну
  }: Юг { $south }, Север { $north }
award-split-odd = { $count ->
    [one] оставшееся { $count } семя делится
    [few] оставшиеся { $count } семени делятся поровну
    [many] оставшиеся { $count } семян делятся поровну
   *[other] оставшиеся { $count } семени делятся поровну
  }: Юг { $south }, Север { $north } (лишнее семя получает { $player ->
    [south] Юг
   *[north] Север
  }, на чьей стороне их было больше)
result = { $why } — { $verdict }.

## Match play

match-line = Серия до { $target } { $target ->
    [one] победы
    [few] побед
    [many] побед
   *[other] побед
  }: Юг { $south } – Север { $north }
match-draws = { $count ->
    [one] ({ $count } ничья)
    [few] ({ $count } ничьи)
    [many] ({ $count } ничьих)
   *[other] ({ $count } ничьи)
  }
match-champion = — { $player ->
    [south] Юг
   *[north] Север
  } становится чемпионом!
match-next = — следующую партию начинает { $player ->
    [south] Юг
   *[north] Север
  }

## Hints

hint-title = Подсказка: ходите { $pit }.
hint-looking = Ищу лучший ход…
hint-failed = Подсказки нет: компьютер не смог найти ход ({ $problem }).
hint-line = { $pit }: { $verdict }
hint-ends = завершает партию: { $outcome }, { $south }–{ $north }
hint-repeats = повторяет позицию: { $outcome }, { $south }–{ $north }
hint-you-win = вы побеждаете
hint-you-lose = вы проигрываете
hint-draw = ничья
hint-wins-by = выигрыш с перевесом в { $count ->
    [one] { $count } семя
    [few] { $count } семени
    [many] { $count } семян
   *[other] { $count } семени
  }
hint-loses-by = проигрыш с разницей в { $count ->
    [one] { $count } семя
    [few] { $count } семени
    [many] { $count } семян
   *[other] { $count } семени
  }
hint-even = примерно равно
hint-ahead = перевес около { $seeds ->
    [one] { $seeds } семени
    [few] { $seeds } семян
    [many] { $seeds } семян
   *[other] { $seeds } семени
  }
hint-behind = отставание около { $seeds ->
    [one] { $seeds } семени
    [few] { $seeds } семян
    [many] { $seeds } семян
   *[other] { $seeds } семени
  }

## Controls

undo = Отменить ход
redo = Вернуть ход
hint = Подсказка
new-game = Новая партия
next-game = Следующая партия
flip = Перевернуть доску
copy-link = Копировать ссылку
rules-show = Правила
rules-hide = Скрыть правила
speed = Скорость
speed-slow = медленная
speed-normal = обычная
speed-fast = быстрая
speed-instant = мгновенная
controls-label = Управление партией
game-label = Партия
moves-label = Ходы
link-label = Ссылка на эту партию:
dismiss = Закрыть
kept-aside = Данные без изменений отложены в хранилище этого браузера (под ключом «{ $key }»): поверх них ничего не записывается.
kept-in-place = Отложить их не удалось, поэтому они остаются на месте, и эта страница ничего не сохраняет поверх них.
kept-newer = Эти данные записаны более новой версией warri и остаются как есть, чтобы она могла их прочитать: эта страница ничего не сохраняет поверх них.
kept-discard = Удалить отложенную копию
kept-discarded = Отложенная копия удалена.
kept-discard-newer = Удалить данные более новой версии
kept-discarded-newer = Данные более новой версии удалены.
players = Игроки
person = Человек
computer-level = Компьютер, уровень { $level }
computer-level-1 = Компьютер, уровень 1 (новичок)
computer-level-6 = Компьютер, уровень 6 (в полную силу)
language = Язык
open-full = Открыть полную версию игры
record-button = Запись
record-title = Запись партии
import-apply = Загрузить эту запись
import-replay = Открыть для просмотра
import-label = Вставьте запись партии (OGN) или ссылку warri, чтобы загрузить её:
record-label = Эта партия в виде записи (OGN), которую можно скопировать:
embed-button = Встроить
embed-title = Встроить эту доску
embed-explain = Вставьте этот фрагмент кода в веб-страницу (вики с правилами, блог), чтобы показать на ней доску, на которой можно играть.
embed-rules = Показывать под доской таблицу отличий в правилах
embed-current = Начать с текущей позиции и сделанных ходов
embed-replay = Как просмотр этой партии, который идёт сам
embed-preview = Предпросмотр
embed-snippet = Фрагмент кода:
embed-theme = Вид доски:
embed-theme-reader = Выбранный читателем
embed-frame-title = { $name }: доска, на которой можно играть
close = Закрыть

## Setup

setup-title = Новая партия
setup-variant = Вариант
setup-players = Игроки
setup-first = Кто начинает
setup-play = Играть в { $name }
cancel = Отмена

## Rules-change table

rules-of = Правила варианта «{ $name }»
rules-standard-note = Это стандартные правила; остальные варианты сравниваются с ними.
rules-changed-count = { $changed } из { $total } { $total ->
    [one] правила
    [few] правил
    [many] правил
   *[other] правил
  } { $changed ->
    [one] отличается
    [few] отличаются
    [many] отличаются
   *[other] отличаются
  } от стандартного Oware (Abapa).
rules-rule = Правило
rules-standard = Стандартный Oware (Abapa)
rules-same = Одинаково в обоих вариантах
rules-changed = изменено
topic-grand-slam = Grand Slam
topic-grand-slam-only = Grand Slam как единственный ход
topic-captures = Прочие захваты
topic-feeding = Кормление
topic-end = Конец партии
topic-stuck = Нет допустимого хода
topic-cycle = Повторение позиции
topic-winner = Победитель
topic-match = Турнирная серия
rule-slam-forbidden = Запрещён, пока есть любой другой допустимый ход.
rule-slam-nothing = Разрешён, но ничего не захватывает: семена остаются там, куда были посеяны, и ход переходит к противнику.
rule-slam-captures = Разрешён; захватывает весь ряд. После этого у противника нет хода, и остальное решает правило «нет допустимого хода».
rule-slam-again = Разрешён; захватывает весь ряд, и захвативший сразу ходит ещё раз, причём обязан накормить противника.
rule-slam-takes-all = Разрешён (это выметание); захватывает весь ряд и завершает партию, и тот, кто вымел ряд, забирает все семена, оставшиеся на доске.
rule-only-nothing = Обязателен и ничего не захватывает.
rule-only-captures = Играется как любой Grand Slam: захватывает весь ряд.
rule-only-again = Играется как любой Grand Slam: захватывает, затем захвативший ходит ещё раз.
rule-only-takes-all = Его играют: он захватывает весь ряд и завершает партию, а сделавший ход забирает и все семена, оставшиеся на доске.
rule-captures = Если последнее семя доводит число семян в лунке противника до 2 или 3, эта лунка захватывается вместе с идущими перед ней без разрыва лунками с 2 или 3 семенами в ряду противника.
rule-feeding = Если ряд противника пуст, вы обязаны посеять в него; если это невозможно, партия заканчивается.
rule-end = Партия заканчивается сразу, как только в амбаре набирается 25 (семена на доске никому не присуждаются), а также когда у игрока нет допустимого хода и при первом повторении позиции.
rule-end-slam = Партия заканчивается сразу, как только в амбаре набирается 25 (семена на доске никому не присуждаются), а также когда у игрока нет допустимого хода, при первом повторении позиции и после Grand Slam с захватом.
rule-stuck-own = Каждый игрок забирает себе семена со своей стороны.
rule-stuck-empty-row = Игрок, чей ряд пуст, забирает все семена, оставшиеся на доске.
rule-stuck-split = Оставшиеся семена делятся поровну; лишнее семя при нечётном числе получает игрок, на чьей стороне их больше.
rule-cycle-own = Партия заканчивается; каждый игрок забирает себе семена со своей стороны.
rule-cycle-none = Партия заканчивается; оставшиеся в игре семена не засчитываются.
rule-cycle-split = Партия заканчивается; оставшиеся семена делятся поровну, лишнее семя при нечётном числе — игроку, на чьей стороне их больше.
rule-winner-total = Побеждает тот, у кого больше семян; при 24–24 — ничья.
rule-winner-25 = Побеждает только игрок, набравший 25; любое другое окончание партии — ничья.
rule-match-single = Одна партия.
rule-match = Турнирная серия: чемпионом объявляется тот, кто первым выиграет { $count ->
    [one] { $count } партию
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
  }; ничьи не засчитываются никому. Победитель начинает следующую партию; после ничьей начинает тот, кто не начинал эту партию.

## Notices about bad input

notice-param-unknown = Параметр ссылки «{ $name }» этой игре неизвестен; он пропущен.
notice-variant = Вариант «{ $value }» в ссылке — не один из { $keys }. Вместо него играется { $fallback }.
notice-position = Позиция «{ $value }» в ссылке недопустима: { $problem }. Партия начинается с обычной начальной позиции.
notice-moves = Ходы из ссылки нельзя сыграть: { $problem }. Партия показана такой, какой она была до первого хода.
notice-flip = Значение flip «{ $value }» в ссылке — не 1 и не 0; доска показана со стороны Юга.
notice-level = Уровень «{ $value }» в ссылке — не число от 1 до 6; компьютер играет на уровне { $level }.
notice-seat = Значение { $side ->
    [south] south
   *[north] north
  } «{ $value }» в ссылке — не human и не computer; за { $side ->
    [south] Юг
   *[north] Север
  } играет человек.
notice-lang = Язык «{ $value }» в ссылке — не один из en, nl, fr, ru; он пропущен.
notice-embed = Значение embed «{ $value }» в ссылке — не 1 и не 0.
notice-rules = Значение rules «{ $value }» в ссылке — не 1 и не 0.
notice-view = Вид «{ $value }» в ссылке — не один из { $views }; показана игра.
notice-switch = Значение { $name } «{ $value }» в ссылке — не 1 и не 0; оно пропущено.
notice-ply = Ход «{ $value }» (ply) в ссылке — не число от 0 до { $count }; просмотр начинается с начала.
notice-caption = Подпись { $name } в ссылке относится к ходу, которого в партии нет (в ней { $count ->
    [one] { $count } ход
    [few] { $count } хода
    [many] { $count } ходов
   *[other] { $count } хода
  }); она пропущена.
notice-saved-corrupt = Сохранённую партию не удалось прочитать ({ $problem }).
notice-offered-corrupt = Не удалось прочитать список уже предложенных уроков (строка «{ $line }» не называет ни одной игры).
notice-engine = Компьютер не смог выбрать ход ({ $problem }). Выберите «Человек» для его стороны в разделе «Игроки», чтобы играть самостоятельно, или отмените ход.
import-error = Строка { $line }: { $problem }. Текущая партия не изменена.
import-error-general = Не удалось прочитать запись: { $problem }. Текущая партия не изменена.

## Problems in positions and moves (used inside the notices above)

problem-field-count = ожидалось 15 полей, разделённых «-», а найдено { $count }
problem-empty = поле { $field } пустое
problem-not-number = поле { $field } — «{ $value }», а не число
problem-negative = поле { $field } отрицательное
problem-too-large = поле { $field } равно { $value }, а это больше, чем 48 семян в игре
problem-side = очередь хода — «{ $value }», а должно быть S или N
problem-total = в лунках и амбарах { $count ->
    [one] { $count } семя
    [few] { $count } семени
    [many] { $count } семян
   *[other] { $count } семени
  }, а должно быть 48
problem-move-letter = ход — это одна буква, A–F или a–f
problem-move = ход { $n } «{ $value }»: { $problem }
record-empty = запись пуста
record-tag-end = тег должен заканчиваться на ]
record-tag-form = тег записывается как [Имя "значение"]
record-tag-quotes = значение { $name } должно быть в прямых двойных кавычках
record-comment-end = комментарий не закрыт (не хватает закрывающей фигурной скобки)
record-variant = вариант «{ $value }» — не один из { $keys }
record-position = позиция «{ $value }» недопустима: { $problem }
record-seat = игрок за { $side ->
    [south] Юг
   *[north] Север
  } «{ $value }» — не human и не computer level от 1 до 6
saved-json = это не JSON: строка { $line }, столбец { $column }
saved-no-version = в данных нет номера версии
saved-old = данные записаны версией { $version } warri, слишком старой для преобразования
saved-newer = версия { $version } новее этой версии warri
saved-missing = поле «{ $name }» отсутствует или неверно
saved-variant = вариант «{ $value }» неизвестен
saved-position = начальная позиция «{ $value }» недопустима: { $problem }
saved-seat = игрок «{ $value }» — не human и не computer level от 1 до 6
saved-player = «{ $value }» — не south и не north
saved-speed = скорость «{ $value }» неизвестна
saved-lang = язык «{ $value }» неизвестен
failure-position = в начальной позиции партии { $count ->
    [one] { $count } семя
    [few] { $count } семени
    [many] { $count } семян
   *[other] { $count } семени
  } вместо 48
failure-move = ход { $n } ({ $pit }) нельзя сыграть: { $problem }
failure-over = партия уже окончена
failure-no-move = он не нашёл хода
failure-no-answer = он не ответил; возможно, он не загрузился
failure-load = не удалось загрузить его файлы
failure-load-status = не удалось загрузить его файлы (HTTP { $status })

## Spoken announcements (screen readers)

say-move = { $player ->
    [south] Юг
   *[north] Север
  } играет { $pit }.
say-captures = Захвачено { $count ->
    [one] { $count } семя
    [few] { $count } семени
    [many] { $count } семян
   *[other] { $count } семени
  } из { $pits }.
say-keys = Выберите лунку стрелками и сыграйте её клавишей Enter или наберите её букву.

## Обучение (уроки и страницы правил загружают свои сообщения, web/learn/)

setup-how-to-play = Как играть в «{ $name }»
setup-friend = Или сыграть с другом на другом устройстве, по ссылке
learn-offer = Впервые видите вариант «{ $name }»? Освойте его на доске за несколько минут.
learn-offer-go = Начать уроки
learn-offer-rules = Прочитать правила
learn-offer-dismiss = Не сейчас
learn-loading = Загрузка…
learn-load-failed = Не удалось загрузить файл { $file } ({ $why }).
fetch-not-in-file = его нет в этом файле
fetch-status = сервер ответил { $status }
fetch-not-text = это не текст

## The oracle (every move's value) and the review's button

analysis-button = Анализ
review-button = Разбор партии

## Панель и меню партии, вид доски, звук

menu-button = Меню
menu-label = Другие команды
menu-game = Эта партия
menu-share = Поделиться
menu-study = Изучение
menu-settings = Настройки
theme-label = Доска
theme-tradition = Барбадос и Санта-Крус
theme-classic = Классическая
theme-contrast = Высокий контраст
sound-label = Звук
volume-label = Громкость
notice-theme = Тема «{ $value }» в ссылке — не одна из tradition, classic, contrast; она пропущена.
notice-look-corrupt = Сохранённые настройки доски и звука не удалось прочитать ({ $problem }).
saved-theme = тема «{ $value }» неизвестна
saved-volume = громкость { $value } — не целое число от 0 до 100

## Досрочный конец партии и итог с точки зрения этого устройства

end-resigned = { $player ->
    [south] Юг сдался
   *[north] Север сдался
  }
end-draw-agreed = Игроки согласились на ничью
result-you-won = Вы победили: { $mine }–{ $theirs }
result-you-lost = Вы проиграли: { $mine }–{ $theirs }
result-draw = Ничья, { $mine }–{ $theirs }
rematch = Реванш
resign-button = Сдаться
draw-button = Предложить ничью
resign-ask = { $player ->
    [south] Сдать эту партию за Юг?
   *[north] Сдать эту партию за Север?
  }
ask-cancel = Играть дальше
draw-offered = { $player ->
    [south] Юг предлагает ничью. Север, вы согласны?
   *[north] Север предлагает ничью. Юг, вы согласны?
  }
draw-accept = Согласиться на ничью
draw-decline = Отказаться
draw-weighing = Компьютер обдумывает предложение ничьей…
draw-declined = Компьютер отказывается от ничьей: он считает, что стоит лучше.
welcome = Вы играете за Юг (нижний ряд) против компьютера (уровень { $level }). Нажмите на одну из своих лунок, чтобы посеять её семена.
welcome-change = Другая игра или соперник
notice-end = Конец партии «{ $value }» в ссылке — не resign-south, не resign-north и не draw; партия продолжается.
record-end = тег End «{ $value }» — не resign-south, не resign-north и не draw
saved-end = конец партии «{ $value }» — не resign-south, не resign-north и не draw
setup-rules = Чем отличается { $name }: таблица правил
notice-lang-corrupt = Выбранный вами язык, сохранённый в этом браузере, не удалось прочитать ({ $problem }).
