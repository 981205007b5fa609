import sys

from tusac_lan.terminal.cli import main

sys.exit(main())
