"""What the outside-bot tests share: an ok/FAILED line per check, and the count of failures."""

failed = 0


def check(cond, what):
    """Prints the check's line; counts it if it failed. Returns cond, so a caller can say more."""
    global failed
    if cond:
        print(f"ok      {what}")
    else:
        failed += 1
        print(f"FAILED  {what}")
    return cond


def finish():
    """The closing line and the exit status."""
    print(f"{failed} failed")
    return 1 if failed else 0
