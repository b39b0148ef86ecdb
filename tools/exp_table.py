"""Print the table of tp_exp (tp_support.h): 2^(j/128) for j = 0..127 as a
double-double (hi, lo), from mpmath at 60 digits.

    python tools/exp_table.py > /tmp/table.h   (then paste into tp_exp_table.h)
"""
import mpmath

mpmath.mp.dps = 60


def main():
    print("/* 2^(j/128), j = 0..127, as hi + lo (hi the double nearest, lo the nearest")
    print(" * to the rest), row j (hi, lo): written by tools/exp_table.py (mpmath, 60")
    print(" * digits).  Side by side, so that a vector form loads a lane's two as one")
    print(" * 16-byte pair (tp_table_pairs). */")
    rows = []
    for j in range(128):
        exact = mpmath.power(2, mpmath.mpf(j) / 128)
        hi = float(exact)
        rows.append((hi, float(exact - mpmath.mpf(hi))))
    print("static const double TP_EXP_TAB[128][2] __attribute__((aligned(16))) = {")
    for i in range(0, 128, 2):
        print("    " + ", ".join(f"{{{h.hex()}, {lo.hex()}}}" for h, lo in rows[i:i + 2]) + ",")
    print("};")


if __name__ == "__main__":
    main()
