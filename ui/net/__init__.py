"""Play with friends on their own devices (issue 80): two browsers joined by WebRTC, no server.

The transport: `sdp_code` packs a browser's session description into a short code and back
(pure), `chunks` frames long texts for the data channel (pure), `rtc.Peer` is the connection
itself (Pyodide; imports `js` inside its functions). docs/net.md describes them.
"""
