import sys

from tusac_lan.cli import main

sys.exit(main())
