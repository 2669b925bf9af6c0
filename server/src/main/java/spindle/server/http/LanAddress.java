package spindle.server.http;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where the server also listens besides loopback: a {@code --public-url} such as {@code http://192.168.1.20:8080}
 * that names one of this machine's own network addresses, on the port the server listens on, is a laptop serving
 * the phones of its local network (the table companion, docs/table.md). A name (behind a reverse proxy) or another
 * port (a proxy in front) opens nothing: the server stays on loopback, as before.
 */
public final class LanAddress {
    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");

    private LanAddress() {
    }

    /** The address of {@code url} to listen on with {@code port}, or empty. */
    public static Optional<String> toListenOn(String url, int port) {
        URI uri = URI.create(url.strip());
        String host = uri.getHost();
        int urlPort = uri.getPort() >= 0 ? uri.getPort() : "https".equals(uri.getScheme()) ? 443 : 80;
        if (host == null || !IPV4.matcher(host).matches() || urlPort != port) {
            return Optional.empty();
        }
        try {
            InetAddress address = InetAddress.getByName(host); // a literal: no name is looked up
            return !address.isLoopbackAddress() && NetworkInterface.getByInetAddress(address) != null
                    ? Optional.of(host) : Optional.empty();
        } catch (UnknownHostException | SocketException e) {
            return Optional.empty();
        }
    }
}
