"""Which table a game with friends gets (runs only in the browser; ui/app.py calls it for a
save with a seat of kind "friend" or a friend's `net` part): the host's (page_host.py) or a
friend's (page_friend.py), or a game played by links (page_mail.py), mounted as the kit
mounts any table."""
from __future__ import annotations

from typing import Any

from ..table.gameui import GameUI
from ..table.page import TablePage, mount
from .page_friend import FriendTable
from .page_host import HostTable
from .page_mail import MailTable


def mount_net(container: Any, app: Any, save: dict, game: GameUI) -> TablePage | None:
    if (save.get("meta") or {}).get("mail"):        # a game played by links (page_mail.py)
        return mount(container, app, save, game, MailTable)
    friend = (save.get("net") or {}).get("role") == "friend"
    return mount(container, app, save, game, FriendTable if friend else HostTable)
