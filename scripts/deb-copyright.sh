#!/usr/bin/env bash
# Prints the Debian package's copyright file (machine-readable format 1.0).
set -euo pipefail
cat <<'COPYRIGHT'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: chartreel
Source: https://github.com/chartreel/chartreel
Comment: The chartreel binary includes the Swift standard library, Foundation
 and Dispatch (Apache-2.0 with the Runtime Library Exception),
 and swift-argument-parser (Apache-2.0), linked in statically.
 It loads libgd, libraqm, HarfBuzz, FriBidi, FreeType, Fontconfig, libchafa,
 libwebp, libyaml and zlib from the system, and runs ffmpeg as a separate
 program.

Files: *
Copyright: 2026 chartreel developers
License: Apache-2.0

Files: usr/bin/chartreel
Copyright: 2026 chartreel developers
 2014-2026 Apple Inc. and the Swift project authors
License: Apache-2.0
 The Swift runtime's licence carries the Runtime Library Exception: code
 compiled with Swift may be distributed without the licence's attribution
 requirements for the runtime library.

License: Apache-2.0
 Licensed under the Apache License, Version 2.0 (the "License"); you may not
 use this file except in compliance with the License.
 .
 On Debian systems, the full text of the Apache License, Version 2.0 can be
 found in "/usr/share/common-licenses/Apache-2.0".
COPYRIGHT
