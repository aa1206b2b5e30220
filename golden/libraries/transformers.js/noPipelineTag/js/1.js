// Unknown pipeline tag
