#!/usr/bin/env python3
"""Certificates for the TLS tests, made with the `openssl` command into a folder of one's choosing.

    python3 Scripts/test_certificates.py DIR

Writes (each certificate valid for 30 days from now, all on one EC P-256 key, `server.key`):
  ca.pem           a test certificate authority (its key, ca.key, signs the next two)
  localhost.pem    for localhost and 127.0.0.1, signed by the test authority
  other-host.pem   for other-host.invalid only, signed by the test authority
  no-san.pem       signed by the test authority with no subject alternative name: localhost only
                   in its common name, which modern clients no longer read
  self-signed.pem  for localhost and 127.0.0.1, signed by its own key (no authority vouches for it)

The tests trust ca.pem through the loader's test hook, so nothing on the machine changes.
"""

import os
import shutil
import subprocess
import sys

LOCAL_NAMES = "subjectAltName=DNS:localhost,IP:127.0.0.1"
OTHER_NAMES = "subjectAltName=DNS:other-host.invalid"
SERVER_USAGE = "basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n"
DAYS = "30"
CURVE = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]


def openssl(*arguments, directory):
    if shutil.which("openssl") is None:
        sys.exit("test_certificates.py: the openssl command is missing (apt-get install openssl)")
    subprocess.run(["openssl", *arguments], cwd=directory, check=True, capture_output=True)


def signed(directory, name, names, common_name=None):
    """A certificate for `names` (a subjectAltName line, or "" for none), on the server key, signed
    by the test authority; its common name is `common_name`, else `name`."""
    with open(os.path.join(directory, name + ".ext"), "w") as extensions:
        extensions.write((names + "\n" if names else "") + SERVER_USAGE)
    openssl("req", "-new", "-key", "server.key", "-subj", "/CN=" + (common_name or name), "-out", name + ".csr",
            directory=directory)
    openssl("x509", "-req", "-in", name + ".csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
            "-days", DAYS, "-sha256", "-extfile", name + ".ext", "-out", name + ".pem", directory=directory)


def make(directory):
    """Writes the certificates into `directory` (created if missing)."""
    os.makedirs(directory, exist_ok=True)
    openssl("req", "-x509", *CURVE, "-keyout", "ca.key", "-out", "ca.pem", "-days", DAYS, "-sha256",
            "-subj", "/CN=ReuseKit Test Authority", "-addext", "basicConstraints=critical,CA:TRUE",
            "-addext", "keyUsage=critical,keyCertSign,cRLSign", directory=directory)
    openssl("genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-out", "server.key",
            directory=directory)
    signed(directory, "localhost", LOCAL_NAMES)
    signed(directory, "other-host", OTHER_NAMES)
    signed(directory, "no-san", "", common_name="localhost")
    openssl("req", "-x509", "-key", "server.key", "-out", "self-signed.pem", "-days", DAYS, "-sha256",
            "-subj", "/CN=localhost", "-addext", LOCAL_NAMES, "-addext", "basicConstraints=critical,CA:FALSE",
            directory=directory)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    make(sys.argv[1])
