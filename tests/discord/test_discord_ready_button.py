""" "Ready" on a prompt: a private confirmation first, then what `/turn ready` does, the
confirmation replaced by what was played; a click on another seat's Ready, or a
confirmation given once its phase is over, is answered clearly and changes nothing."""

from __future__ import annotations

from bot.games import get_game
from bot.messages import t
from bot.service.deadlines import phase_of
from tests.discord.story import open_prompts, prompt_seat, started_game
from tests.harness import ALICE, BOB, CAROL, Harness, Msg

ror = get_game("ror")
USERS = (ALICE, BOB, CAROL)


def _ready_id(msg: Msg) -> str:
    [ready] = [c for c in msg.custom_ids if c.startswith("praetor:r:")]
    return ready


def _confirmation(replies: list[Msg]) -> Msg:
    [asked] = [m for m in replies if m.ephemeral and m.custom_ids]
    return asked


async def _my_prompt(h: Harness, game_id: int) -> tuple[Msg, int]:
    info = await h.bot.service.info(game_id)
    msg = open_prompts(h)[0]
    user = info.user_of(prompt_seat(msg))
    assert user is not None
    return msg, user


async def test_ready_on_a_prompt_asks_then_closes_the_players_decisions(h: Harness) -> None:
    game_id = await started_game(h)
    service = h.bot.service
    msg, user = await _my_prompt(h, game_id)
    seat = prompt_seat(msg)
    assert t("ui.ready.button") in msg.labels
    version = (await service.state(game_id))[0]
    asked = _confirmation(await h.click(user, _ready_id(msg), on=msg))
    assert asked.content == t("ui.ready.confirm", count=1)
    assert (await service.state(game_id))[0] == version  # asking changes nothing
    [confirm] = asked.custom_ids
    await h.click(user, confirm, on=asked)
    assert (await service.state(game_id))[0] > version
    _, state = await service.state(game_id)
    assert seat not in {d.seat for d in ror.pending(state)} or phase_of(state) != "1:setup"
    done = h.messages[asked.id]
    assert (done.content or "").startswith("✅ Done for this phase.") and not done.components
    await h.drain()
    assert t("ui.ready.notice", seat=t(f"seat.{seat}")) in [m.content for m in h.channel_posts]
    h.assert_within_limits()


async def test_ready_of_another_seat_and_a_stale_confirmation_change_nothing(
    h: Harness,
) -> None:
    game_id = await started_game(h)
    service = h.bot.service
    msg, user = await _my_prompt(h, game_id)
    other = next(u for u in USERS if u != user)
    version = (await service.state(game_id))[0]
    replies = await h.click(other, _ready_id(msg), on=msg)
    assert [m.content for m in replies if m.ephemeral] == [t("error.not_your_decision")]
    asked = _confirmation(await h.click(user, _ready_id(msg), on=msg))
    first = phase_of((await service.state(game_id))[1])
    # meanwhile everyone is done with the phase, by command
    for _ in range(20):
        _, state = await service.state(game_id)
        if phase_of(state) != first:
            break
        seat = ror.pending(state)[0].seat
        waiting = (await service.info(game_id)).user_of(seat)
        assert waiting is not None
        await h.slash(waiting, "turn", "ready")
    assert phase_of((await service.state(game_id))[1]) != first
    version = (await service.state(game_id))[0]
    [confirm] = asked.custom_ids
    replies = await h.click(user, confirm, on=asked)
    stale = [m.content for m in replies if m.ephemeral] + [h.messages[asked.id].content]
    assert t("error.ready_phase_over") in stale
    assert (await service.state(game_id))[0] == version
    h.assert_within_limits()
