package spindle.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * What {@code spindle bench-server} loads: one {@code spindle serve} child process, or several on one PostgreSQL
 * database behind nginx ({@code --instances N --proxy nginx}, docs/hosting-cluster.md). The load goes to
 * {@link #port}: the only server's, or nginx's. CPU time and memory are the sums over the processes that serve.
 */
final class BenchTarget implements AutoCloseable {
    final List<ChildServer> servers;
    final NginxFront front;

    private BenchTarget(List<ChildServer> servers, NginxFront front) {
        this.servers = servers;
        this.front = front;
    }

    /**
     * Starts the servers, one after the other (the first migrates the database), then nginx if asked.
     *
     * @throws IllegalArgumentException when several instances are asked for without PostgreSQL or without nginx
     */
    static BenchTarget start(int instances, String proxy, List<String> jvmArgs, String db, List<String> serveArgs) {
        boolean nginx = "nginx".equals(proxy);
        if (!nginx && !"none".equals(proxy)) {
            throw new IllegalArgumentException("--proxy is none or nginx, not '" + proxy + "'");
        }
        if (instances < 1 || instances > 8) {
            throw new IllegalArgumentException("--instances must be 1..8");
        }
        if (instances > 1 && (db == null || !db.startsWith("jdbc:postgresql:") || !nginx)) {
            throw new IllegalArgumentException("several --instances share a PostgreSQL database behind a proxy: give"
                    + " --db jdbc:postgresql://... and --proxy nginx");
        }
        if (nginx && NginxFront.binary() == null) {
            throw new IllegalArgumentException("--proxy nginx: nginx is not installed (Debian: apt-get install nginx)");
        }
        List<ChildServer> servers = new ArrayList<>();
        try {
            for (int i = 0; i < instances; i++) {
                servers.add(ChildServer.start(jvmArgs, db, serveArgs));
            }
            List<Integer> ports = servers.stream().map(s -> s.port).toList();
            return new BenchTarget(servers, nginx ? NginxFront.start(ports) : null);
        } catch (RuntimeException e) {
            servers.forEach(ChildServer::close);
            throw e;
        }
    }

    /** Where the load goes. */
    int port() {
        return front != null ? front.port : servers.get(0).port;
    }

    String describe() {
        String pids = String.join(",", servers.stream().map(s -> Long.toString(s.process.pid())).toList());
        return (servers.size() == 1 ? "server pid " : servers.size() + " servers, pids ") + pids
                + (front != null ? ", behind nginx on port " + front.port : " at " + servers.get(0).base);
    }

    /** CPU time of every serving process (nginx included), or -1 where the platform does not tell. */
    long cpuNanos() {
        long total = front == null ? 0 : front.cpuNanos();
        for (ChildServer s : servers) {
            long n = s.cpuNanos();
            if (n < 0 || total < 0) {
                return -1;
            }
            total += n;
        }
        return total;
    }

    /** {heap after a full GC, RSS} in KB summed over the servers; -1 when a figure cannot be read. */
    long[] memory() {
        long[] sum = {0, 0};
        for (ChildServer s : servers) {
            long[] m = s.memory();
            for (int i = 0; i < 2; i++) {
                sum[i] = sum[i] < 0 || m[i] < 0 ? -1 : sum[i] + m[i];
            }
        }
        return sum;
    }

    @Override
    public void close() {
        if (front != null) {
            front.close();
        }
        servers.forEach(ChildServer::close);
    }
}
