# Waiting for a condition instead of sleeping and assuming, for the shell tests (sourced: . wait.sh).

# wait_until SECONDS WHAT COMMAND [ARG...]: runs COMMAND every 0.05 s until it succeeds. On a timeout,
# says "timed out after SECONDS s waiting for WHAT" on stderr and is false.
wait_until() {
    wait_limit=$1
    wait_what=$2
    shift 2
    wait_tries=$((wait_limit * 20))
    until "$@"; do
        wait_tries=$((wait_tries - 1))
        if [ $wait_tries -le 0 ]; then
            echo "timed out after $wait_limit s waiting for $wait_what" >&2
            return 1
        fi
        sleep 0.05
    done
}

# first_frame LOG: the game, run with HEARTS_TIMING=1 and its stderr in LOG, has drawn its first frame
# (from then on it reads the keyboard).
first_frame() { grep -q '^hearts: first frame' "$1" 2>/dev/null; }

# inode FILE: the file's inode number (empty if there is none): a file made anew by a rename has a new one.
inode() { ls -i "$1" 2>/dev/null | awk '{print $1}'; }
# renewed FILE INODE: FILE exists with another inode than INODE (it has been written anew).
renewed() { [ -f "$1" ] && [ "$(inode "$1")" != "$2" ]; }
