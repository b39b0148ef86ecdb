"""Print the table of tp_exp (tp_support.h): 2^(j/128) for j = 0..127 as a
double-double (hi, lo), from mpmath at 60 digits.

    python tools/exp_table.py > /tmp/table.h   (then paste into tp_exp_table.h)
"""
import mpmath

mpmath.mp.dps = 60


def main():
    print("/* 2^(j/128), j = 0..127, as hi + lo (hi the double nearest, lo the nearest")
    print(" * to the rest): written by tools/exp_table.py (mpmath, 60 digits). */")
    for name, part in (("TP_EXP_HI", 0), ("TP_EXP_LO", 1)):
        vals = []
        for j in range(128):
            exact = mpmath.power(2, mpmath.mpf(j) / 128)
            hi = float(exact)
            vals.append(hi if part == 0 else float(exact - mpmath.mpf(hi)))
        print(f"static const double {name}[128] = {{")
        for i in range(0, 128, 4):
            print("    " + ", ".join(v.hex() for v in vals[i:i + 4]) + ",")
        print("};")


if __name__ == "__main__":
    main()
