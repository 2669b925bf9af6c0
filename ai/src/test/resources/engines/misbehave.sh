#!/bin/sh
# A toy engine that speaks the protocol until its first go, then misbehaves as its first argument says:
# crash, hang, garbage, illegal, error or silent-start (never answers the handshake).
# It writes its own process id, and with hang the id of the sleep it starts, to the file named by $2.
mode=$1
echo $$ > "$2"
while read -r line; do
  case "$line" in
    protocol*) [ "$mode" = silent-start ] && exec sleep 60; echo "engine 1 misbehaving $mode" ;;
    go*)
      case "$mode" in
        crash) echo "Traceback: boom, this engine crashed" >&2; exit 3 ;;
        hang) sleep 60 & echo $! >> "$2"; wait ;;
        garbage) echo "I think C13 is nice" ;;
        illegal) echo "move Z99" ;;
        error) echo "error out of ideas" ;;
      esac ;;
    quit) exit 0 ;;
    *) echo ok ;;
  esac
done
