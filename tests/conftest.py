import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Each test process (and every peer it starts) keeps its identity, histories and settings in a folder of
# its own, never in the user's: parallel test processes would otherwise share one identity file.
_home = tempfile.mkdtemp(prefix="tusac-test-home-")
atexit.register(shutil.rmtree, _home, True)
os.environ["XDG_DATA_HOME"] = os.path.join(_home, "data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_home, "config")
