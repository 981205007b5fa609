"""The bundle's program: ``tusac`` as installed (no command starts the desktop client)."""

from tusac_lan.terminal.cli import main

raise SystemExit(main())
