"""A transparent delaying TCP proxy, run inside one namespace of a ``Lab`` (this kernel has no netem).

    delay_proxy.py PORT DELAY_MS

iptables redirects every TCP connection the namespace opens to the lab's subnet to PORT
(``Lab.delay``); the proxy opens its own connection to the original destination (SO_ORIGINAL_DST),
marked so that it is not redirected again, and passes the bytes on both ways, each chunk DELAY_MS
after it arrived. Every connection starts in some namespace, so each direction of every link gets
the delay once: a one-way delay of DELAY_MS. Connection set-up itself is not delayed.
"""

from __future__ import annotations

import asyncio
import socket
import sys

SO_ORIGINAL_DST = 80
PROXY_MARK = 1
CHUNK = 65536


async def pump(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, delay: float) -> None:
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()

    async def later() -> None:
        while True:
            due, data = await queue.get()
            await asyncio.sleep(max(0.0, due - loop.time()))
            if not data:
                writer.close()
                return
            writer.write(data)
            await writer.drain()

    sender = asyncio.create_task(later())
    try:
        while data := await reader.read(CHUNK):
            queue.put_nowait((loop.time() + delay, data))
    except OSError:
        pass
    queue.put_nowait((loop.time() + delay, b""))
    try:
        await sender
    except OSError:
        pass


async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, delay: float) -> None:
    accepted: socket.socket = writer.get_extra_info("socket")
    raw = accepted.getsockopt(socket.SOL_IP, SO_ORIGINAL_DST, 16)
    address = (socket.inet_ntoa(raw[4:8]), int.from_bytes(raw[2:4], "big"))
    out = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    out.setsockopt(socket.SOL_SOCKET, socket.SO_MARK, PROXY_MARK)
    out.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    out.setblocking(False)
    try:
        await asyncio.get_running_loop().sock_connect(out, address)
    except OSError:
        out.close()
        writer.close()
        return
    far_reader, far_writer = await asyncio.open_connection(sock=out)
    await asyncio.gather(pump(reader, far_writer, delay), pump(far_reader, writer, delay))


async def serve(port: int, delay: float) -> None:
    server = await asyncio.start_server(lambda r, w: handle(r, w, delay), "0.0.0.0", port)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(serve(int(sys.argv[1]), float(sys.argv[2]) / 1000.0))
