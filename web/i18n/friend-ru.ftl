# Игра с другом по ссылке (?view=friend или ссылка друга ?friend=…).
#   $side, $player: "south" или "north"; $name: название варианта; $pit: буква лунки.
#   friend-at-move и friend-at-game-move включают предлог («на ходе 12»,
#   «в партии 2, на ходе 3»): friend-older и friend-differ подставляют их как есть.

friend-title = Играть с другом
friend-intro = Играйте с тем, кто сейчас далеко. Сделайте ход, отправьте ссылку в чат, которым вы и так пользуетесь, а друг ответит своей ссылкой. Нет ни учётной записи, ни сервера: вся партия хранится в ссылке.
friend-new = Новая партия с другом
friend-variant = Игра
friend-side = Ваша сторона
friend-first = Кто начинает
friend-start = Начать партию
friend-match-note = Вариант «{ $name }» играется как турнирная серия: чемпионом объявляется тот, кто первым выиграет { $target ->
    [one] { $target } партию
    [few] { $target } партии
    [many] { $target } партий
   *[other] { $target } партии
  }. Серия продолжается по тем же ссылкам.
friend-you-play = Вы играете за { $side ->
    [south] Юг
   *[north] Север
  }.
friend-status-mine = Ваш ход.
friend-status-theirs = Ждём ответа друга — отправьте ссылку ещё раз, если она до него не дошла.
friend-status-over = Партия окончена.
friend-send-title = Отправьте это другу
friend-send-help = Вставьте ссылку в чат или дайте другу отсканировать код камерой телефона.
friend-share = Поделиться ссылкой
friend-copy = Копировать ссылку
friend-copied = Ссылка скопирована.
friend-qr-label = QR-код ссылки для отправки
friend-next-game = Следующая партия
friend-review = Разбор этой партии
friend-back = Новая партия с другом
friend-my-games = Мои партии
friend-no-games = На этом устройстве пока нет партий с друзьями.
friend-open = Открыть
friend-remove = Удалить
friend-other = Продолжить другую версию
friend-turn-mine = ваш ход
friend-turn-theirs = ход друга
friend-turn-over = окончена
friend-entry-moves = { $count ->
    [one] { $count } ход
    [few] { $count } хода
    [many] { $count } ходов
   *[other] { $count } хода
  }
friend-entry-last = последний ход: { $pit }
friend-entry-versions = { $count ->
    [one] сохранена ещё { $count } версия
    [few] сохранены ещё { $count } версии
    [many] сохранено ещё { $count } версий
   *[other] сохранено ещё { $count } версии
  }
friend-at-move = на ходе { $ply }
friend-at-game-move = в партии { $game }, на ходе { $ply }
friend-bad-link = Эту ссылку друга нельзя использовать: { $problem } Ничего из сохранённого на этом устройстве не изменилось.
friend-link-empty = она пуста.
friend-link-character = символ { $at }, «{ $found }», не может входить в ссылку; вероятно, он изменился по дороге.
friend-link-version = она записана версией warri, которую эта страница не знает (версия { $version }).
friend-link-damaged = она повреждена (обрезана или изменена по дороге). Попросите друга отправить её ещё раз.
friend-link-check = её контрольная сумма не сходится: какой-то символ изменился по дороге. Попросите друга отправить её ещё раз.
friend-link-illegal = ход { $ply } ({ $pit }) нельзя сыграть. { $why }
friend-link-after-end = ход { $ply } идёт после того, как партия уже окончилась.
friend-link-after-match = партия { $game } идёт после того, как в серии уже определился чемпион.
friend-bad-variant = «{ $value }» — не игра, в которую играет warri ({ $keys }): выберите игру ниже.
friend-bad-side = «{ $value }» — не сторона: напишите side=south или side=north.
friend-older = Эта ссылка показывает игру { $link }, а на этом устройстве она уже ушла дальше — { $kept }. Игра продолжается отсюда: ничего из сыгранного здесь не отменено.
friend-differ = Эта ссылка и игра, сохранённая на этом устройстве, расходятся { $at }: кто-то сыграл другой ход. Обе сохранены в разделе «Мои партии»; продолжается та, что сохранена здесь, но вместо неё вы можете продолжить ту, что пришла по ссылке.
friend-saved-bad = Список «Мои партии», сохранённый в этом браузере, не удалось прочитать ({ $problem }).
friend-saved-fields = это не список партий
friend-saved-link = одна из партий в нём: { $problem }
