#!/usr/bin/env bash
# Prints the Debian package's copyright file (machine-readable format 1.0).
set -euo pipefail
cat <<'COPYRIGHT'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: chartreel
Source: https://github.com/chartreel/chartreel
Comment: The chartreel binary includes the Swift standard library, Foundation
 and Dispatch (Apache-2.0 with the Runtime Library Exception),
 swift-argument-parser (Apache-2.0) and Yams (MIT), linked in statically.
 It loads libgd, libraqm, HarfBuzz, FriBidi, FreeType, Fontconfig, libchafa
 and zlib from the system, and runs ffmpeg as a separate program.

Files: *
Copyright: 2026 chartreel developers
License: Apache-2.0

Files: usr/bin/chartreel
Copyright: 2026 chartreel developers
 2014-2026 Apple Inc. and the Swift project authors
 2016 JP Simard
License: Apache-2.0 and MIT
 The Swift runtime's licence carries the Runtime Library Exception: code
 compiled with Swift may be distributed without the licence's attribution
 requirements for the runtime library.

License: Apache-2.0
 Licensed under the Apache License, Version 2.0 (the "License"); you may not
 use this file except in compliance with the License.
 .
 On Debian systems, the full text of the Apache License, Version 2.0 can be
 found in "/usr/share/common-licenses/Apache-2.0".

License: MIT
 Permission is hereby granted, free of charge, to any person obtaining a copy
 of this software and associated documentation files (the "Software"), to deal
 in the Software without restriction, including without limitation the rights
 to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 copies of the Software, and to permit persons to whom the Software is
 furnished to do so, subject to the following conditions:
 .
 The above copyright notice and this permission notice shall be included in
 all copies or substantial portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
 SOFTWARE.
COPYRIGHT
