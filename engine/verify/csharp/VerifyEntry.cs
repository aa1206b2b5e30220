// Compiled with every C# snippet in verify runs (mcs -main:VerifyEntry): Mono's mcs has no `async Task Main`
// entry point, so this one starts the snippet's Program.Main and waits for it. It also trusts the verify
// mock's certificate authority (VERIFY_CA_FILE) and sends requests through its proxy (https_proxy), as the
// other runtimes do from their environment; the snippet itself is compiled unchanged.
using System;
using System.Net;
using System.Reflection;
using System.Security.Cryptography.X509Certificates;
using System.Threading.Tasks;

static class VerifyEntry
{
    static int Main()
    {
        var proxy = Environment.GetEnvironmentVariable("https_proxy");
        if (!string.IsNullOrEmpty(proxy)) WebRequest.DefaultWebProxy = new WebProxy(proxy);
        var caFile = Environment.GetEnvironmentVariable("VERIFY_CA_FILE");
        if (!string.IsNullOrEmpty(caFile))
        {
            var authority = new X509Certificate2(caFile);
            ServicePointManager.ServerCertificateValidationCallback = (sender, certificate, chain, errors) =>
            {
                if (certificate == null) return false;
                var check = new X509Chain();
                check.ChainPolicy.RevocationMode = X509RevocationMode.NoCheck;
                check.ChainPolicy.VerificationFlags = X509VerificationFlags.AllowUnknownCertificateAuthority;
                check.ChainPolicy.ExtraStore.Add(authority);
                if (!check.Build(new X509Certificate2(certificate))) return false;
                var root = check.ChainElements[check.ChainElements.Count - 1].Certificate;
                return root.Thumbprint == authority.Thumbprint && (errors & ~System.Net.Security.SslPolicyErrors.RemoteCertificateChainErrors) == 0;
            };
        }
        var main = Type.GetType("Program").GetMethod("Main", BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic);
        try
        {
            ((Task)main.Invoke(null, null)).GetAwaiter().GetResult();
            return 0;
        }
        catch (Exception error)
        {
            var cause = error is TargetInvocationException && error.InnerException != null ? error.InnerException : error;
            Console.Error.WriteLine("Unhandled exception: " + cause);
            return 1;
        }
    }
}
