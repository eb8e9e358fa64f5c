"""The screenshot tools' shared command line (tools/shots.py): OUTDIR, --quick and sizes."""
from tools.shots import SIZES, out_and_sizes


def test_outdir_is_the_first_plain_argument_and_quick_keeps_the_laptop_size():
    assert out_and_sizes("/tmp/x", []) == ("/tmp/x", False, SIZES)
    assert out_and_sizes("/tmp/x", ["--players", "shots", "--quick"])[0] == "shots"
    out, quick, sizes = out_and_sizes("/tmp/x", ["--quick", "build/screenshots"])
    assert (out, quick, sizes) == ("build/screenshots", True, ((1366, 768),))
    assert SIZES == ((1366, 768), (390, 844))
