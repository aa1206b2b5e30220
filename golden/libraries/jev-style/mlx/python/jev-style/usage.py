from jev_style import JevStyle, choice, noul

judge = JevStyle.from_pretrained("lawrence3699/jev-style-0.6b-mlx")

# one call answers several questions about the same text
result = judge.decide(
    "My parcel arrived with a cracked screen.",
    {
        "complaint": noul("The customer is complaining."),
        "department": choice("Which department should reply?", ["billing", "shipping", "tech"]),
    },
)
print(result["answers"]["department"]["choice"])
