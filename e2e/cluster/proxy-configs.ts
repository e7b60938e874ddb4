/**
 * The HAProxy and nginx configurations the cluster test runs, written from the addresses it picked.
 * docs/deploy.md shows the same text for a real deploy: change one, change the other.
 */

export interface BalancerPorts {
  listen: number;
  instances: { name: string; port: number }[];
}

/**
 * HAProxy: round-robin over the instances, each health-checked on /api/health every second
 * (two failures or slow answers take it out, two successes bring it back). A request whose connection an instance
 * refused is sent to another (`redispatch`); one already sent is never replayed, so a checkout is
 * not placed twice. `X-Served-By` names the instance, for the test.
 */
export function haproxyConfig({ listen, instances }: BalancerPorts): string {
  return `global
  maxconn 4096
  log stdout format raw local0

defaults
  mode http
  log global
  option httplog
  option forwardfor
  option redispatch
  retries 2
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 15s
  timeout http-keep-alive 60s
  timeout check 3s

frontend store
  bind 127.0.0.1:${listen}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
  http-response set-header X-Served-By %s
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n')}
`;
}

export interface CachePorts {
  listen: number;
  balancer: number;
  /** The S3 endpoint and bucket that /media/ reads from, as a CDN in front of the bucket would. */
  media: { endpoint: string; bucket: string };
  /** The folder nginx keeps its cache, temporary files, log and pid in. */
  dir: string;
}

/**
 * nginx as the shared cache a CDN would be: it keeps what the origin's Cache-Control allows
 * (s-maxage, stale-while-revalidate; nothing marked private or no-store; nothing without a
 * lifetime), revalidates with the ETag, and never stores or answers from its cache a request that
 * carries a token or a cookie.
 */
export function nginxConfig({ listen, balancer, media, dir }: CachePorts): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events { worker_connections 1024; }

http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=store:10m max_size=1g inactive=10m use_temp_path=off;

  upstream balancer {
    server 127.0.0.1:${balancer};
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 500m;

    proxy_cache store;
    # Keyed by the address shoppers use, whichever origin (the balancer, the bucket) answers it.
    proxy_cache_key $scheme$host$request_uri;
    proxy_cache_revalidate on;
    proxy_cache_background_update on;
    proxy_cache_lock on;
    proxy_cache_use_stale error timeout http_502 http_503 http_504;
    # A token or any cookie names a person: never answer from the cache, never store the answer.
    proxy_cache_bypass $http_authorization $http_cookie;
    proxy_no_cache $http_authorization $http_cookie;
    add_header X-Cache-Status $upstream_cache_status always;

    location / {
      proxy_pass http://balancer;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_request_buffering off;
    }

    location /media/ {
      proxy_pass ${media.endpoint}/${media.bucket}/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`;
}
