# The smallest Lumia Stream listener: connect, then print every event. It sends nothing.
# Needs the websockets package (pip install websockets).
# Run: python3 first_listener.py --token your-token   (or set LUMIA_TOKEN instead of --token)
import argparse
import asyncio
import json
import os
from urllib.parse import quote

import websockets


PORT = os.environ.get("LUMIA_PORT", "39231")
# A port that takes the connection but never answers it gets 10 seconds (LUMIA_CONNECT_TIMEOUT),
# and as long again to close it.
SECONDS = float(os.environ.get("LUMIA_CONNECT_TIMEOUT") or 10)


async def main(token):
    url = f"ws://127.0.0.1:{PORT}/api?token={quote(token)}"
    async with websockets.connect(url, open_timeout=SECONDS, close_timeout=SECONDS) as socket:
        print("Connected, waiting for events", flush=True)
        try:
            async for message in socket:
                event = json.loads(message)
                # Alerts name themselves in event, for example "alert twitch-follower".
                name = f"{event['type']} {event['event']}" if event.get("event") else event["type"]
                print(f"{name}: {json.dumps(event['data'], separators=(',', ':'), ensure_ascii=False)}", flush=True)
        except websockets.exceptions.ConnectionClosedError:
            pass  # Any end but 1000 and 1001 lands here, such as an API restart (1012) or a drop (1006).
        print(f"Closed with code {socket.close_code}", flush=True)


parser = argparse.ArgumentParser(description="Print Lumia Stream events.")
parser.add_argument("--token", default=os.environ.get("LUMIA_TOKEN"))
token = parser.parse_args().token
if not token:
    parser.error("no token: pass --token or set LUMIA_TOKEN")
try:
    asyncio.run(main(token))
except asyncio.TimeoutError:  # Named on its own: before Python 3.11 it is no OSError.
    raise SystemExit(f"No answer within {SECONDS:g} s: is it Lumia Stream's API that listens on port {PORT}?")
except (websockets.exceptions.InvalidHandshake, OSError) as error:
    # A refused token or an API that is off ends here, before the connection opens.
    raise SystemExit(f"Connection failed ({error}): is Lumia Stream running, its API on and the token right?")
