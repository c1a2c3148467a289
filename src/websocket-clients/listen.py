"""Listens to Lumia Stream's websocket and prints one line per event.

Run: python3 listen.py --token your-token   (or set LUMIA_TOKEN instead of --token)
Needs the websockets package: pip install websockets (Debian: apt install python3-websockets).
"""
import argparse
import asyncio
import json
import os
import random
import re
import socket as sockets
from urllib.parse import urlencode

import websockets

FIRST_DELAY = 1.0
MAX_DELAY = 30.0
# A host that takes the connection but never answers it would otherwise keep an attempt waiting:
# it gets this many seconds to answer, and as long again to close.
CONNECT_TIMEOUT = float(os.environ.get("LUMIA_CONNECT_TIMEOUT") or 10)


def port_number(text):
    """A port from 1 to 65535; anything else is refused before the token is put into an address."""
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"not a port number from 1 to 65535: {text!r}")
    return text


def host_name(text):
    """A host name or IP address. Anything else, such as user@host or a host with ? or /, would change
    the address the token is sent to, or make websockets print the whole address, token included."""
    problem = f"not a host name or IP address (put an IPv6 address in brackets): {text!r}"
    if not re.fullmatch(r"[\w.-]+|\[[0-9A-Fa-f:.]+\]", text):
        raise argparse.ArgumentTypeError(problem)
    if not text.startswith("["):
        try:
            # The check the connection makes too: no empty label (a..b) and none over 63 characters.
            text.encode("idna")
        except UnicodeError:
            raise argparse.ArgumentTypeError(problem) from None
    return text


def parse_args():
    parser = argparse.ArgumentParser(description="Print Lumia Stream events.")
    # argparse also checks a default read from LUMIA_HOST or LUMIA_PORT, since it is a string.
    parser.add_argument("--host", type=host_name, default=os.environ.get("LUMIA_HOST", "127.0.0.1"))
    parser.add_argument("--port", type=port_number, default=os.environ.get("LUMIA_PORT"))
    parser.add_argument("--token", default=os.environ.get("LUMIA_TOKEN", ""))
    parser.add_argument("--secure", action="store_true", default=os.environ.get("LUMIA_SECURE") == "1",
                        help="use wss:// (newer Lumia Stream, with HTTPS on)")
    parser.add_argument("--name", default=os.environ.get("LUMIA_APP_NAME"), help="app name newer Lumia Stream shows")
    args = parser.parse_args()
    if not args.token:
        parser.error("no token: set LUMIA_TOKEN or pass --token")
    return args


def describe(event):
    """One readable line per event; unknown types are printed whole."""
    data = event.get("data") or {}
    extra = data.get("extraSettings") or {}
    kind = event.get("type")
    if kind == "chat":
        if data.get("shouldRemove"):
            return f"chat: remove message {data['shouldRemove']}"
        return f"chat: {extra.get('displayname') or extra.get('username')}: {data.get('message')}"
    if kind == "command":
        return f"command: {data.get('username')} ran {data.get('command')}"
    if kind == "alert":
        replay = " (replay)" if data.get("replay") else ""
        return f"alert {event.get('event')}: {json.dumps(data.get('dynamic'), separators=(',', ':'))}{replay}"
    if kind == "states":
        return f"states: lights {data.get('on')}, stream mode {data.get('streamMode')}, fuze {data.get('fuze')}"
    return f"{kind}: {json.dumps(data, separators=(',', ':'))}"


async def listen(args):
    port = args.port or ("39232" if args.secure else "39231")
    address = f"{'wss' if args.secure else 'ws'}://{args.host}:{port}/api"
    query = {"token": args.token}
    if args.name:
        query["name"] = args.name
    url = f"{address}?{urlencode(query)}"
    delay = FIRST_DELAY
    while True:
        wait = delay
        try:
            async with websockets.connect(url, open_timeout=CONNECT_TIMEOUT, close_timeout=CONNECT_TIMEOUT) as socket:
                print(f"Connected to {address}", flush=True)
                # A connection that opened starts the backoff over.
                delay = wait = FIRST_DELAY
                # Listen only: every message sent to Lumia runs as a command, so never call send().
                try:
                    async for message in socket:
                        try:
                            print(describe(json.loads(message)), flush=True)
                        except (ValueError, AttributeError):
                            print(f"Not an event, skipped: {str(message)[:80]}", flush=True)
                except websockets.exceptions.ConnectionClosed:
                    pass
                code = socket.close_code
            if code == 1000:
                print("Lumia Stream stopped its API; trying again slowly.", flush=True)
                wait = MAX_DELAY
            elif code == 1012:
                print("Lumia Stream is restarting its API.", flush=True)
                wait = FIRST_DELAY
            else:
                print(f"Connection lost (code {code}).", flush=True)
        # TimeoutError first: from Python 3.11 on it is also an OSError, before that it is none.
        except asyncio.TimeoutError:
            print(f"Could not connect to {address}: no answer within {CONNECT_TIMEOUT:g} s. "
                  "Is it Lumia Stream's API that listens there?", flush=True)
        except sockets.gaierror as error:
            print(f"Could not connect to {address}: cannot find the host {args.host} ({error}). "
                  "Check --host and your network.", flush=True)
        except (websockets.exceptions.InvalidHandshake, OSError) as error:
            print(f"Could not connect to {address} ({error}): is Lumia Stream running, its API on and the token right?",
                  flush=True)
        delay = min(delay * 2, MAX_DELAY)
        # The wait plus up to half of it at random, so several clients don't all return at once.
        jittered = wait + random.random() * wait / 2
        print(f"Reconnecting in {jittered:.1f} s", flush=True)
        await asyncio.sleep(jittered)


if __name__ == "__main__":
    try:
        asyncio.run(listen(parse_args()))
    except KeyboardInterrupt:
        pass
