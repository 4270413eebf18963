#!/usr/bin/env python3
"""A stand-in for Parse Server's schemas routes, for the pull and push tests. Loopback only.

    parse_schemas_server.py --app-id ID --master-key-file PATH --bodies DIR --log FILE [--state DIR]

Listens on 127.0.0.1 at a port the system picks and prints the port on its first output line.
It stops when its standard input closes (the test that started it ended or died) or on SIGTERM.

Like Parse Server, it checks the headers before anything else: a wrong or missing
X-Parse-Application-Id gets 403 {"error":"unauthorized"}, a wrong or missing X-Parse-Master-Key gets
403 {"code":119,"error":"unauthorized: master key is required"} (older servers sent the code).

The first path segments choose what it answers; the rest must be /parse/schemas:
    /parse/schemas                        404, Express's "Cannot GET" page (a wrong mount path)
    /m/serve/<name>/parse/schemas         the recorded body DIR/<name>.json as it is
    /m/shuffle/<name>/<seed>/parse/schemas  that body with every object's keys and the classes shuffled
    /m/status/<code>/parse/schemas        that HTTP status with a Parse-style error body (502-504: a proxy's HTML)
    /m/redirect/parse/schemas             301 to /m/serve/app/parse/schemas on the same server
    /m/html/parse/schemas                 200 with an HTML page
    /m/not-schema/parse/schemas           200 with JSON that is not a schema
    /m/truncated/parse/schemas            Content-Length of the whole body, then half of it and a closed connection
    /m/huge-declared/parse/schemas        a Content-Length of 80 MiB, then nothing
    /m/huge-streamed/parse/schemas        80 MiB of JSON without a Content-Length, ended by closing the connection
    /m/slow/parse/schemas                 waits 60 seconds before answering
    /m/echo-key/parse/schemas             a schema that repeats the master key as a field name and in a default value
    /m/gzip-bomb/parse/schemas            about 1 MiB of gzip that inflates to 1 GiB of JSON, sent whatever the
                                          request's Accept-Encoding says (made on the first request, not stored)

With --state DIR, /m/state/<store>[/<fault>...]/parse/<route> serves a schema that changes: the store is
DIR/<store>.json, {"classes": [class schemas as GET /schemas lists them], "objects": {"<class>": [objects]}},
read before and written after every request, so a test sets the server up and checks it afterwards
through the file. The routes and their rules follow Parse Server's SchemasRouter and SchemaController
(see parse_schema_rules.py):
    GET /schemas, GET|POST|PUT|DELETE /schemas/<class>, GET /classes/<class>?count=1&limit=0[&where=...]
The faults, placed before /parse:
    fail/<n>/<error|500|close|echo-key|gzip>
                                 the n-th write request to this store (counted since the server started)
                                 is not applied and gets a Parse error (400, code 1), a 500, a closed
                                 connection without an answer, a Parse error (400, code 1) whose words
                                 repeat the master key, or 200 with the gzip bomb of /m/gzip-bomb
    drift/<class>                after answering GET /schemas, the class gains a field editedInDashboard,
                                 as if someone edited it in the dashboard while the push was planning
    insert/<class>               after answering a count of the class's objects, the class gains an
                                 object, as if an app saved one while the push was planning
    race/<class>/<field>/<type>  after answering GET /schemas/<class>, the class gains that field, as if
                                 someone added it in the dashboard right after push checked the class
    nocount/<class>              GET /classes/<class> (an object count) gets 404 with Express's HTML page,
                                 as from a server or proxy that does not serve the class routes

With --cloud FILE, it also answers Cloud Code calls as Parse Server's FunctionsRouter does, at
POST /parse/functions/<name> and POST /parse/jobs/<name>. FILE is JSON:
    {"functions": {"<name>": <the function's result>}, "jobs": ["<name>"], "clientKey": "<key>"}
    - a wrong or missing X-Parse-Application-Id gets 403 {"error":"unauthorized"}, and so does a wrong or
      missing X-Parse-Client-Key when FILE sets "clientKey" (and the master key is not sent);
    - a function of FILE answers 200 {"result": <its result>}; any other gets 400
      {"code":141,"error":"Invalid function: \"<name>\""};
    - a job needs the master key (else 403 {"error":"unauthorized: master key is required"}); a job of FILE
      answers 200 {} with its status id in X-Parse-Job-Status-Id, any other 400 {"code":141,"error":"Invalid job."}.
With --cloud-log FILE, each Cloud Code request is appended to FILE as one JSON line: {"method", "path",
"headers" (the master key's value replaced by "ok" or "wrong"), "body" (the parsed JSON, or the text when it
is not JSON)}.

Each request is logged as one line "<path> app-id=<ok|wrong|missing> master-key=<ok|wrong|missing>",
with the method first ("POST <path> ...") when it is not GET; the key itself is never written anywhere.
"""

import argparse
import http.server
import json
import os
import random
import socket
import sys
import threading
import time
import urllib.parse
import zlib

import parse_schema_rules as rules


def shuffled(value, rng):
    if isinstance(value, dict):
        items = [(key, shuffled(item, rng)) for key, item in value.items()]
        rng.shuffle(items)
        return dict(items)
    if isinstance(value, list):
        return [shuffled(item, rng) for item in value]
    return value


BOMB_LOCK = threading.Lock()
BOMB = []


def gzip_bomb():
    """1 GiB of JSON white space, gzip-compressed to about 1 MiB; made once per server."""
    with BOMB_LOCK:
        if not BOMB:
            compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
            parts = [compressor.compress(b'{"results": [')]
            chunk = b" " * (1024 * 1024)
            for _ in range(1024):
                parts.append(compressor.compress(chunk))
            parts.append(compressor.compress(b"]}"))
            parts.append(compressor.flush())
            BOMB.append(b"".join(parts))
        return BOMB[0]


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "ParseStandIn/1.0"

    def log_message(self, format, *args):
        pass

    def header_state(self, name, expected):
        value = self.headers.get(name)
        if value is None:
            return "missing"
        return "ok" if value == expected else "wrong"

    def send(self, status, body, content_type="application/json; charset=utf-8", extra_headers=()):
        data = body.encode("utf-8") if isinstance(body, str) else body
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        for name, value in extra_headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        self.handle_any("GET")

    def do_POST(self):
        self.handle_any("POST")

    def do_PUT(self):
        self.handle_any("PUT")

    def do_DELETE(self):
        self.handle_any("DELETE")

    def handle_any(self, method):
        config = self.server.config
        app_id = self.header_state("X-Parse-Application-Id", config.app_id)
        master_key = self.header_state("X-Parse-Master-Key", config.master_key)
        with self.server.log_lock:
            with open(config.log, "a", encoding="utf-8") as log:
                prefix = "" if method == "GET" else method + " "
                log.write(f"{prefix}{self.path} app-id={app_id} master-key={master_key}\n")
        path = self.path.split("?", 1)[0]
        segments = [urllib.parse.unquote(segment) for segment in path.split("/") if segment]
        if config.cloud and method == "POST" and len(segments) == 3 and segments[:2] in (["parse", "functions"], ["parse", "jobs"]):
            self.answer_cloud(segments[1], segments[2], app_id, master_key)
            return
        if segments[:2] == ["m", "state"] and "parse" in segments[2:] and config.state:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            if app_id != "ok":
                self.send(403, '{"error":"unauthorized"}')
                return
            if master_key != "ok":
                self.send(403, '{"error":"unauthorized: master key is required"}')
                return
            self.answer_state(method, segments, body)
            return
        if method != "GET":
            self.send(404, f"<!DOCTYPE html>\n<html><body><pre>Cannot {method} {path}</pre></body></html>\n", "text/html; charset=utf-8")
            return
        if segments[-2:] != ["parse", "schemas"]:
            self.send(404, f"<!DOCTYPE html>\n<html><body><pre>Cannot GET {path}</pre></body></html>\n", "text/html; charset=utf-8")
            return
        mode = segments[:-2]
        if app_id != "ok":
            self.send(403, '{"error":"unauthorized"}')
            return
        if master_key != "ok":
            self.send(403, '{"code":119,"error":"unauthorized: master key is required"}')
            return
        if len(mode) < 2 or mode[0] != "m":
            self.send(404, f"<!DOCTYPE html>\n<html><body><pre>Cannot GET {path}</pre></body></html>\n", "text/html; charset=utf-8")
            return
        self.answer(mode[1:])

    def answer_cloud(self, kind, name, app_id, master_key):
        """A Cloud Code call, as FunctionsRouter (handleCloudFunction, handleCloudJob) and the middlewares answer it."""
        config = self.server.config
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        text = raw.decode("utf-8", errors="replace")
        try:
            body = json.loads(text)
        except ValueError:
            body = text
        headers = {key: value for key, value in self.headers.items()}
        for key in list(headers):
            if key.lower() == "x-parse-master-key":
                headers[key] = master_key
        if config.cloud_log:
            with self.server.log_lock:
                with open(config.cloud_log, "a", encoding="utf-8") as log:
                    log.write(json.dumps({"method": "POST", "path": self.path, "headers": headers, "body": body}) + "\n")
        cloud = config.cloud_answers
        client_key = cloud.get("clientKey")
        if app_id != "ok" or (client_key is not None and master_key != "ok" and self.headers.get("X-Parse-Client-Key") != client_key):
            self.send(403, '{"error":"unauthorized"}')
            return
        if kind == "functions":
            functions = cloud.get("functions", {})
            if name not in functions:
                self.send(400, json.dumps({"code": 141, "error": f'Invalid function: "{name}"'}))
                return
            self.send(200, json.dumps({"result": functions[name]}))
            return
        if master_key != "ok":
            self.send(403, '{"error":"unauthorized: master key is required"}')
            return
        if name not in cloud.get("jobs", []):
            self.send(400, '{"code":141,"error":"Invalid job."}')
            return
        with self.server.log_lock:
            self.server.job_count += 1
            status_id = f"job{self.server.job_count:07d}"
        self.send(200, "{}", extra_headers=[("X-Parse-Job-Status-Id", status_id)])

    def answer(self, mode):
        config = self.server.config
        kind = mode[0]
        if kind == "serve":
            with open(os.path.join(config.bodies, mode[1] + ".json"), "rb") as body:
                self.send(200, body.read())
        elif kind == "shuffle":
            with open(os.path.join(config.bodies, mode[1] + ".json"), "rb") as body:
                document = json.loads(body.read())
            rng = random.Random(int(mode[2]))
            document = shuffled(document, rng)
            rng.shuffle(document["results"])
            indent = rng.choice([None, 1, 4])
            self.send(200, json.dumps(document, indent=indent))
        elif kind == "status":
            code = int(mode[1])
            if code in (502, 503, 504):
                self.send(code, f"<html><body><h1>{code} Bad Gateway</h1></body></html>\n", "text/html")
            elif code == 401:
                self.send(code, '{"code":119,"error":"unauthorized"}')
            elif code == 500:
                self.send(code, '{"code":1,"error":"Internal server error."}')
            else:
                self.send(code, '{"code":141,"error":"something failed"}')
        elif kind == "redirect":
            host, port = self.server.server_address
            self.send(301, "", "text/plain", [("Location", f"http://{host}:{port}/m/serve/app/parse/schemas")])
        elif kind == "html":
            self.send(200, "<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body>Please sign in</body></html>\n", "text/html")
        elif kind == "not-schema":
            self.send(200, '{"status":"ok","version":"7.3.0"}')
        elif kind == "truncated":
            with open(os.path.join(config.bodies, "app.json"), "rb") as body:
                data = body.read()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data[: len(data) // 2])
            self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
        elif kind == "huge-declared":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(80 * 1024 * 1024))
            self.end_headers()
            self.wfile.write(b'{"results": [')
            self.wfile.flush()
            time.sleep(5)
            self.close_connection = True
        elif kind == "huge-streamed":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            chunk = b" " * (1024 * 1024)
            try:
                self.wfile.write(b'{"results": [')
                for _ in range(80):
                    self.wfile.write(chunk)
                self.wfile.write(b"]}")
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif kind == "echo-key":
            key = config.master_key
            fields = {
                "objectId": {"type": "String"},
                key: {"type": "String"},
                "note": {"type": "String", "defaultValue": "the key is " + key},
            }
            self.send(200, json.dumps({"results": [{"className": "Book", "fields": fields}]}))
        elif kind == "gzip-bomb":
            self.send(200, gzip_bomb(), extra_headers=[("Content-Encoding", "gzip")])
        elif kind == "slow":
            time.sleep(60)
            self.send(200, '{"results":[]}')
        else:
            self.send(400, '{"code":107,"error":"unknown test mode"}')


    def answer_state(self, method, segments, body):
        config = self.server.config
        store = segments[2]
        split = segments.index("parse", 3)
        options = segments[3:split]
        route = segments[split + 1:]
        path = os.path.join(config.state, store + ".json")
        with self.server.state_lock:
            is_write = method != "GET"
            if is_write:
                self.server.writes[store] = self.server.writes.get(store, 0) + 1
                if len(options) >= 3 and options[0] == "fail" and int(options[1]) == self.server.writes[store]:
                    kind = options[2]
                    if kind == "close":
                        self.close_connection = True
                        self.connection.shutdown(socket.SHUT_RDWR)
                    elif kind == "500":
                        self.send(500, '{"code":1,"error":"Internal server error."}')
                    elif kind == "echo-key":
                        self.send(400, json.dumps({"code": 1, "error": "refused for the key " + config.master_key}))
                    elif kind == "gzip":
                        self.send(200, gzip_bomb(), extra_headers=[("Content-Encoding", "gzip")])
                    else:
                        self.send(400, '{"code":1,"error":"injected failure"}')
                    return
            if len(options) >= 2 and options[0] == "nocount" and method == "GET" and route == ["classes", options[1]]:
                self.send(404, "<!DOCTYPE html><pre>Cannot GET</pre>", "text/html; charset=utf-8")
                return
            with open(path, encoding="utf-8") as file:
                state = json.load(file)
            query = urllib.parse.parse_qs(self.path.split("?", 1)[1]) if "?" in self.path else {}
            status, answer = rules.handle(state, method, route, body, query)
            # Written out before any dashboard edit, which would otherwise show in the answer it follows.
            answer_text = json.dumps(answer)
            if method == "GET" and route == ["schemas"] and len(options) >= 2 and options[0] == "drift":
                rules.edit_in_dashboard(state, options[1])
                is_write = True
            if len(options) >= 4 and options[0] == "race" and method == "GET" and route == ["schemas", options[1]]:
                rules.add_field(state, options[1], options[2], options[3])
                is_write = True
            if len(options) >= 2 and options[0] == "insert" and method == "GET" and route == ["classes", options[1]]:
                state["objects"].setdefault(options[1], []).append({"objectId": "inserted"})
                is_write = True
            if is_write:
                with open(path + ".tmp", "w", encoding="utf-8") as file:
                    json.dump(state, file, indent=2, sort_keys=True)
                os.replace(path + ".tmp", path)
        self.send(status, answer_text)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--app-id", required=True)
    parser.add_argument("--master-key-file", required=True)
    parser.add_argument("--bodies", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--state")
    parser.add_argument("--cloud")
    parser.add_argument("--cloud-log")
    config = parser.parse_args()
    with open(config.master_key_file, encoding="utf-8") as key_file:
        config.master_key = key_file.read().strip()
    config.cloud_answers = {}
    if config.cloud:
        with open(config.cloud, encoding="utf-8") as cloud_file:
            config.cloud_answers = json.load(cloud_file)
    server = Server(("127.0.0.1", 0), Handler)
    server.config = config
    server.log_lock = threading.Lock()
    server.state_lock = threading.Lock()
    server.writes = {}
    server.job_count = 0
    print(server.server_address[1], flush=True)

    def stop_when_parent_goes():
        sys.stdin.read()
        os._exit(0)

    threading.Thread(target=stop_when_parent_goes, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
