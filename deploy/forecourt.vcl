# Varnish in front of the Forecourt instances (README "Deployment", decision 151). The cluster test
# (tests/cluster/run.ts) uses this file with its placeholders filled in; an operator does the same.
#   BALANCER_HOST, BALANCER_PORT  the load balancer (nginx, deploy/forecourt-nginx.conf) or one instance
#   PURGER_ADDRESS                the address the instances send BAN and PURGE from
vcl 4.1;

backend balancer {
    .host = "${BALANCER_HOST}";
    .port = "${BALANCER_PORT}";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
}

# Only the instances may purge (CACHE_PURGE_URLS points at this cache).
acl purgers {
    "localhost";
    "${PURGER_ADDRESS}";
}

sub vcl_recv {
    # BAN and PURGE name surrogate keys in the Surrogate-Key header (space-separated): every object
    # whose own Surrogate-Key holds one of them goes. A ban on obj.* only, so the ban lurker clears
    # objects in the background and the ban list stays short.
    if (req.method == "BAN" || req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(405, "Not allowed"));
        }
        if (req.http.Surrogate-Key !~ "^[A-Za-z0-9:._-]+( [A-Za-z0-9:._-]+)*$") {
            return (synth(400, "Send the keys to purge in Surrogate-Key"));
        }
        ban("obj.http.Surrogate-Key ~ (^|\s)(" + regsuball(req.http.Surrogate-Key, " ", "|") + ")(\s|$)");
        return (synth(200, "Purged"));
    }
    # Writes go to the balancer as they came, Idempotency-Key included: nginx sends a keyed lead or
    # order post to another instance when the first breaks its connection (decision 175).
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Signed-in visitors (session cookie) and API clients with a token: never from the cache. The
    # instances answer them `private, no-store` anyway.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)fc_") {
        return (pass);
    }
    # Other cookies (consent, analytics, campaign) do not change what the server renders for an
    # anonymous visitor: dropped, so one cached copy serves everyone.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_backend_response {
    # s-maxage gives the TTL and stale-while-revalidate the grace (Varnish reads both); anything the
    # instances mark private, no-store or no-cache, or that sets a cookie, is not kept (built-in VCL).
    if (beresp.status >= 500) {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
}

sub vcl_deliver {
    # Surrogate keys are for this cache; the CDN-style Cache-Tag stays for a CDN in front.
    unset resp.http.Surrogate-Key;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
