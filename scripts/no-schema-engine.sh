#!/bin/sh
echo "native schema engine unavailable; use npm run db" >&2
exit 1
